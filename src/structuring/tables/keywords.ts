// Words that mark a piece of an address line: post boxes, floors, rooms, building names, "c/o",
// legal forms of a party name, street types per language. Data only; all in lower case, folded
// the way `foldKey` folds input (diacritics removed, lower case).

/** Post box markers; the number that follows is the PostBox. Longest first is not needed: matched as word sequences. */
export const POST_BOX_MARKERS: readonly string[] = [
  'po box', 'p o box', 'p.o. box', 'p.o.box', 'pobox', 'p.o.b.', 'pob', 'post box', 'post office box', 'gpo box', 'locked bag', 'private bag', 'private mail bag', 'p.m.b.',
  'postfach', 'postbus', 'posbus', 'postboks', 'postbox', 'postilokero', 'box', 'bp', 'b.p.', 'boite postale', 'boîte postale', 'case postale',
  'apartado', 'apartado de correos', 'apdo', 'apdo.', 'aptdo', 'casella postale', 'cas. post.', 'caixa postal', 'cx. postal', 'cx postal',
  'skr. poczt.', 'skrytka', 'skr.poczt.', 'casilla', 'casilla de correo', 'postafiók', 'pf.', 'pf', 'skrytka pocztowa', 'poštanski pretinac', 'p.o.', 'postbox nr',
  'postboks nr', 'ppa', 'pmb', 'po box no', 'po box no.', 'p.o. box no.', 'caixa postal nº', 'apartado postal', 'apdo. postal', 'casilla postal',
  'ص.ب', 'ص.ب.', 'ص. ب', 'صندوق بريد', 'а/я', 'п/я', 'т.к.', 'τ.θ.', 'τ.θ', 'ταχυδρομική θυρίδα', 'p/bag', 'p/bag.', 'p. bag', 'pvt bag', 'pvt. bag',
];

/** Markers that begin a c/o or attention line: kept unplaced (a person, not a postal field). */
export const CARE_OF_MARKERS: readonly string[] = [
  'c/o', 'c/0', 'c.o.', 'care of', 'z.hd.', 'z. hd.', 'z hd', 'zhd', 'zu handen', 'attn', 'attn.', 'attention', 'à l attention de',
  'a l attention de', 'a l att de', 'a/a', 'all attenzione', 'att.', 'att', 'p/a', 'aux bons soins de', 'aux soins de', 'bei', 'per adr', 'p.adr.',
  'a la atencion de', 'ter attentie van', 't.a.v.', 'tav', 't.a.v', 'ved',
];

/** Words that make a line the party's name (legal forms, departments). Matched as whole words. */
/** Titles that open a person's name ("Sir William Newton Street", "Dr. Molewaterplein"): words of names, never their end. */
export const TITLE_WORDS: readonly string[] = ['mr', 'mrs', 'ms', 'mr.', 'mrs.', 'ms.', 'sir', 'herr', 'frau', 'dr', 'dr.', 'm.', 'mme', 'mme.', 'sr.', 'sra.', 'sig.', 'sig.ra', 'dhr.', 'mevr.'];

/**
 * Words that open the name of a street written as one compound word ("Dr. Molewaterplein", "Nieuwe
 * Binnenweg", "Stora Nygatan", "Alte Jakobstraße", "Sankt Annæ Plads"): the street begins with them,
 * so a name written before the street ends before them. Titles (above) open such names too, and
 * an article after one of these words belongs to the street ("An der Alsterwiese").
 */
export const COMPOUND_STREET_LEAD_WORDS: readonly string[] = [
  'nieuwe', 'oude', 'lange', 'korte', 'grote', 'kleine', 'hoge', 'lage', 'sint', 'st.', 'sankt', 'st',
  'alte', 'alter', 'neue', 'neuer', 'grosse', 'große', 'obere', 'untere', 'hohe', 'breite', 'am', 'an', 'auf', 'im', 'unter', 'hinter', 'zum', 'zur',
  'stora', 'lilla', 'norra', 'södra', 'sodra', 'västra', 'vastra', 'östra', 'ostra', 'gamla', 'nya', 'store', 'lille', 'nordre', 'søndre', 'sondre', 'vestre', 'østre', 'ostre', 'gamle', 'nye',
  'prof.', 'prof', 'professor', 'mäster', 'master', 'kapitein', 'burgemeester', 'burg.', 'koningin', 'koning', 'prins', 'prinses', 'kaiser', 'konig', 'könig', 'konigin', 'königin', 'kung', 'drottning',
];

/** Words inside a name that join its words ("MINISTRY OF FINANCE", "Banco de España"): a name does not end before one. */
export const NAME_PARTICLE_WORDS: readonly string[] = ['of', 'the', 'de', 'du', 'des', 'del', 'della', 'di', 'da', 'do', 'dos', 'das', 'van', 'von', 'der', 'den', 'y', 'e', 'and', '&', 'für', 'fur', 'for'];

/**
 * Joining words that open no street's name, whatever the language ("of", "and", "für"): a line
 * opened by one goes on a name ("LANDSVIRKJUN NATIONAL POWER COMPANY" / "OF ICELAND KATRINARTUN 2").
 */
export const NAME_ONLY_JOINING_WORDS: readonly string[] = ['of', 'and', '&', 'for', 'für', 'fur', 'und', 'et'];

/** Building words that never open a street's or a place's name (unlike "Tower Hill", "Casa Grande"). */
export const BUILDING_ONLY_LEAD_WORDS: readonly string[] = ['edificio', 'edif.', 'edif', 'torre', 'torres', 'immeuble', 'imm.', 'batiment', 'bâtiment', 'bat.', 'palazzina', 'bloco', 'complejo', 'gebaude', 'gebäude'];

/** Street types of the Romance languages, written before the name ("Rue de Rivoli", "Rua Augusta"). */
export const STREET_TYPES_FIRST: readonly string[] = ['rue', 'rua', 'avenue', 'boulevard', 'bd', 'chemin', 'route', 'allée', 'allee', 'impasse', 'quai', 'piazza', 'viale', 'corso', 'paseo', 'plaza', 'praça', 'praca', 'plaça', 'placa', 'carrer', 'passeig', 'calçada', 'calcada', 'travessa', 'estrada', 'largo', 'calzada'];

/** Marks that open a corner street after the street ("CALLE AYACUCHO ESQ. MERCADO", "Ayala Avenue corner Paseo de Roxas"). */
export const CORNER_MARKS: readonly string[] = ['esq.', 'esq', 'esquina', 'c/esq.', 'c/esq', 'corner', 'cor.', 'cor'];

/** Kilometre markers, a road's building number ("Carretera a Masaya Km 4.5"). */
export const KILOMETRE_MARKS: readonly string[] = ['km', 'km.', 'kilómetro', 'kilometro', 'kilometre'];

export const NAME_WORDS: readonly string[] = [
  'gmbh', 'ag', 'kg', 'ohg', 'gbr', 'ug', 'mbh', 'ev', 'e.v.', 'kgaa', 'se', 'ltd', 'ltd.', 'limited', 'plc', 'llp', 'llc', 'inc', 'inc.', 'dac', 'clg',
  'corp', 'corp.', 'corporation', 'incorporated', 'company', 'co.', 'bv', 'b.v.', 'nv', 'n.v.', 'vof', 'sa', 's.a.', 'sas', 's.a.s.', 'sarl',
  's.a.r.l.', 'sprl', 'srl', 's.r.l.', 'spa', 's.p.a.', 'snc', 'sl', 's.l.', 'slu', 'sau', 'ab', 'oy', 'oyj', 'asa', 'a/s', 'aps', 'hf', 'ehf',
  'sp. z o.o.', 'z o.o.', 'sp', 's.r.o.', 'sro', 'a.s.', 'kft', 'zrt', 'nyrt', 'd.o.o.', 'doo', 'd.d.', 'ltda', 'ltda.', 's.a. de c.v.', 'de c.v.',
  'pty', 'pte', 'sdn', 'bhd', 'kk', 'k.k.', 'co', 'gk', 'bank', 'banque', 'banco', 'banca', 'sparkasse', 'volksbank', 'raiffeisenbank',
  'department', 'dept', 'dept.', 'abteilung', 'abt.', 'division', 'treasury', 'accounts payable', 'foundation', 'stiftung', 'fondation',
  'association', 'verein', 'trust', 'holding', 'holdings', 'group', ...TITLE_WORDS, 'university', 'universitat', 'universite', 'ministry', 'ministerio',
  'ministere', 'ministerium', 'embassy', 'botschaft', 'ambassade', 'embajada', 'hospital', 'klinik', 'school', 'schule', 'ecole', 'gesellschaft',
  'societe', 'sociedad', 'societa', 'cooperative', 'genossenschaft', 'eg', 'eig', 'ltd.,', 'pvt', 'private limited', 'jsc', 'pjsc', 'ojsc', 'as',
  'lda', 'lda.', 'unipessoal', 'a.ş.', 'ltd. şti.', 'şti', 'fze', 'fzco', 'fz-llc', 'dmcc', 'wll', 'w.l.l.',
  'aktiengesellschaft', 'kommanditgesellschaft', 'sirketi', 'şirketi',
  // Legal forms written in Cyrillic before the name ("ООО РОМАШКА", "ТОВ ...", "ЕООД ..."): Russian,
  // Ukrainian, Kazakh, Bulgarian.
  'ооо', 'оао', 'зао', 'пао', 'ао', 'ип', 'тов', 'прат', 'пат', 'тоо', 'еоод', 'оод', 'ад',
  'aoer', 'aör', 'kdoer', 'kdör', 'saa', 'sgps', 'sae', 'saog', 'saoc', 'cjsc', 'qsc', 'qpsc', 'kscc', 'bsc', 'ood', 'eood',
  // Places that are businesses, and attention lines (issue 12): a first line "Hotel Continental",
  // "Farmacia Central" or "Attn: Treasury" names the recipient, not a building or a street.
  'hotel', 'hotels', 'motel', 'pharmacy', 'farmacia', 'pharmacie', 'apotheke', 'apteka', 'drogaria', 'restaurant', 'ristorante',
  'attn', 'attn:', 'attn.', 'attention', 'fao', 'f.a.o.', 'z.hd.', 'z. hd.', 'procurement', 'payroll', 'back office', 'office of',
  'financial services', 'medical center', 'medical centre',
  // Departments and institutions in the languages of the customer files (blind development parts, 2026-11-24):
  // a line or the words before a street holding one name the party or its department.
  'accounts', 'accounting', 'payable', 'receivable', 'finance', 'finances', 'finanzen', 'finanzabteilung', 'buchhaltung', 'kreditorenbuchhaltung', 'rechnungswesen',
  'tesouraria', 'tesoreria', 'tesorería', 'trésorerie', 'tresorerie', 'comptabilité', 'comptabilite', 'contabilidad', 'contabilidade', 'contabilità',
  'oddělení', 'oddeleni', 'departaments', 'afdeling', 'avdelning', 'avdelningen', 'ekonomiavdelningen', 'osasto', 'dział', 'dzial',
  'universitet', 'universitate', 'universiteit', 'universidade', 'universidad', 'università', 'universita', 'universität', 'uniwersytet',
  'univerzita', 'egyetem', 'yliopisto', 'háskóli', 'haskoli', 'klinikum', 'universitaetsklinikum', 'universitätsklinikum',
  // More institutions and departments in the languages of customer files (fourth blind development part, 2026-11-24).
  'politecnico', 'politécnico', 'politecnica', 'politécnica', 'politechnika', 'hochschule', 'fachhochschule', 'hogeschool', 'ülikool', 'ulikool',
  'universitatea', 'istituto', 'instituto', 'institut', 'akademie', 'academia', 'accademia', 'dipartimento', 'departamento', 'département',
  'departement', 'servizio', 'servicio', 'direzione', 'dirección', 'direccion', 'gestió', 'gestio', 'gestión', 'rektorat', 'rectorado', 'rettorato',
  'rectorat', 'körperschaft', 'koerperschaft', 'ziekenhuis', 'ziekenhuizen', 'ospedale', 'krankenhaus', 'hôpital', 'hopital', 'szpital',
  'nemocnice', 'bolnica', 'kórház', 'korhaz', 'sykehus', 'sjukhus', 'sygehus', 'hastanesi', 'clinique', 'clinica', 'clínica', 'odbor',
  'direkcija', 'direktorat', 'direktoratet', 'direktion', 'universiti', 'universitas', 'commission', 'authority', 'council', 'gemeente', 'kommune', 'kommun', 'board', 'agency', 'college', 'institute',
  'einkauf', 'verwaltung', 'kreditoren', 'rechnungseingang', 'comptable', 'agence comptable',
  // Institutions and legal forms written in their own scripts (fifth blind development part, 2026-11-25):
  // Cyrillic, Greek, Arabic and Hebrew, each a word that names an organisation, never a street or a town.
  'университет', 'університет', 'універсітэт', 'универзитет', 'универзитета', 'банк', 'больница', 'лікарня', 'болница', 'министерство',
  'міністерство', 'институт', 'інститут', 'академия', 'пао', 'ао', 'тов', 'ад', 'еад', 'доо',
  'πανεπιστήμιο', 'τράπεζα', 'νοσοκομείο', 'υπουργείο', 'οργανισμός', 'α.ε.', 'ε.π.ε.',
  'جامعة', 'شركة', 'بنك', 'مصرف', 'مستشفى', 'وزارة', 'سفارة', 'مؤسسة', 'هيئة',
  'אוניברסיטת', 'האוניברסיטה', 'בנק', 'בע"מ', 'בית חולים', 'משרד',
  // Finance and purchasing departments in the languages of customer files (sixth blind development part, 2026-11-25).
  'dienst', 'boekhouding', 'crediteurenadministratie', 'crediteuren', 'administratie', 'financiën', 'financien', 'inkoop',
  'økonomi', 'okonomi', 'økonomiafdeling', 'regnskap', 'regnskab', 'bogholderi', 'kreditorer', 'leverandørreskontro', 'innkjøp', 'indkøb',
  'ekonomi', 'leverantörsreskontra', 'leverantorsreskontra', 'redovisning', 'inköp', 'ostoreskontra', 'kirjanpito', 'taloushallinto',
  'ufficio', 'amministrazione', 'contabilita', 'economato', 'area finanza', 'cuentas por pagar', 'proveedores', 'fornecedores',
  'aprovisionamento', 'comptes fournisseurs', 'fournisseurs', 'księgowość', 'ksiegowosc', 'účtárna', 'uctarna', 'rechnungsprüfung',
  'rechnungspruefung', 'zentraleinkauf', 'pénzügy', 'penzugy', 'könyvelés', 'konyveles', 'purchase ledger', 'purchasing', 'bursar',
  'الإدارة المالية', 'الادارة المالية', 'قسم', 'المالية', 'الحسابات', 'הנהלת חשבונות', 'חשבונות',
  'vicepresidencia', 'financiera', 'gerencia', 'muhasebe', 'müdürlüğü', 'mudurlugu', 'satınalma', 'satinalma', 'nhs', 'nhs ft', 'nhs trust',
];

/**
 * Legal forms of companies: a word that ends a party's name after other words ("ACME GMBH", "KRKA
 * DD", "HILTI AKTIENGESELLSCHAFT", "ARCELIK ANONIM SIRKETI").
 */
export const LEGAL_FORM_WORDS: readonly string[] = [
  'gmbh', 'ag', 'kg', 'ltd', 'ltd.', 'limited', 'plc', 'llp', 'llc', 'inc', 'inc.', 'corp', 'corp.', 'bv', 'b.v.', 'nv', 'n.v.', 'sa', 's.a.',
  'sas', 'sarl', 'srl', 's.r.l.', 'spa', 's.p.a.', 'sl', 's.l.', 'ab', 'oy', 'oyj', 'asa', 'a/s', 'aps', 'kft', 'zrt', 'nyrt.', 'ltda', 'pty', 'pte', 'bhd',
  'pvt', 'dac', 'a.o.', 'jsc', 'pjsc', 'ojsc', 'sac', 's.a.c.', 'sab', 'fze', 'fzco', 'wll', 'w.l.l.', 'lda', 'ltda.', 'tbk', 'ooo', 'oao', 'zao',
  'aktiengesellschaft', 'kommanditgesellschaft', 'dd', 'd.d.', 'doo', 'd.o.o.', 'sirketi', 'şirketi',
  // Public-law bodies and holding, joint-stock and free-zone forms of customer files (names glued to
  // the street, 2026-11-29): "HAMBURG PORT AUTHORITY AOER", "SONAE SGPS SA", "ALICORP SAA",
  // "ORASCOM CONSTRUCTION SAE", "... SERVICES CJSC", "... KSCC".
  'aoer', 'aör', 'kdoer', 'kdör', 'saa', 'sgps', 'sae', 'saog', 'saoc', 'cjsc', 'qsc', 'qpsc', 'kscc', 'bsc', 'ood', 'eood',
];

/**
 * Words that make a line no place within a town, though no street, building or organisation word is
 * in it (review of the writing evidence, 2026-11-28): a part of the building ("Escalier A",
 * "Hinterhaus", "Seitenflügel links"), a post office or delivery station ("GPO", "UOG Station",
 * "Succ. Centre-ville", "Cedex"), a landmark the address is near ("Opp Railway Station", "Near City
 * Mall"). Matched as whole words or pairs of words.
 */
export const NOT_A_PLACE_WORDS: readonly string[] = [
  'escalier', 'esc.', 'escalera', 'hinterhaus', 'vorderhaus', 'seitenflugel', 'seitenfluegel', 'querhaus', 'gartenhaus', 'hinterhof',
  'aufgang', 'eingang', 'entrance', 'entree', 'staircase', 'stairwell', 'trappenhuis', 'trappa', 'opgang',
  'gpo', 'post office', 'post shop', 'postal station', 'station', 'stn', 'stn.', 'succursale', 'succ', 'succ.', 'cedex', 'rpo', 'poste restante',
  'delivery', 'mail centre', 'mail center', 'sorting office', 'bureau de poste', 'postamt', 'oficina de correos', 'correos', 'agencia de correos',
  'opp', 'opp.', 'opposite', 'near', 'behind', 'beside', 'besides', 'adjacent', 'next to', 'in front of', 'off',
];

/**
 * Labels of a number that is no part of the address: a customer, account, invoice, order, contract
 * or reference number, a tax or company registration number, a telephone or fax number
 * ("Kundennummer 4711", "Customer No 4711", "Invoice 2024-17", "Tel. 030 1234", "VAT DE123456789",
 * "Tax ID 123-45-6789"). Followed by a number (after an optional "No", "Nr."), the label and what
 * follows it are never a street, a house number or a place: they stay AddressLine text as written
 * (fourteenth review: "Kundennummer 4711" above "10117 Berlin" was StreetName and BuildingNumber at
 * 0.8). Without a number after them these words stay words ("Tel Aviv", "Mobile AL 36602", "Order
 * of St John"). Matched as whole words or phrases, folded like `foldKey`; a trailing colon is ignored.
 */
export const REFERENCE_LABELS: readonly string[] = [
  // German
  'kundennummer', 'kunden-nr.', 'kunden-nr', 'kundennr.', 'kundennr', 'kd-nr.', 'kd-nr', 'kd.-nr.', 'kd.nr.', 'knr.', 'kostenstelle',
  'rechnung', 'rechnungsnummer', 'rechnungs-nr.', 'rechnungsnr.', 'auftrag', 'auftragsnummer', 'auftrags-nr.', 'bestellung', 'bestellnummer',
  'bestell-nr.', 'vertrag', 'vertragsnummer', 'vertrags-nr.', 'mandatsreferenz', 'referenz', 'aktenzeichen', 'ihr zeichen', 'unser zeichen',
  'steuernummer', 'steuer-nr.', 'st.-nr.', 'ust-idnr.', 'ust-idnr', 'ust-id-nr.', 'ust-id', 'ust.-idnr.', 'ustid', 'ust-ident-nr.',
  'telefon', 'tel.', 'tel', 'telefax', 'fax', 'mobil', 'handy', 'kontonummer', 'konto-nr.', 'konto', 'handelsregister', 'hrb',
  // English
  'customer', 'customer no', 'customer number', 'customer id', 'client', 'client no', 'account', 'account no', 'account number', 'acct', 'acct.', 'a/c',
  'invoice', 'invoice no', 'invoice number', 'inv', 'inv.', 'order', 'order no', 'order number', 'purchase order', 'ref', 'ref.', 'reference',
  'our ref', 'our ref.', 'your ref', 'your ref.', 'contract', 'contract no', 'policy', 'policy no', 'member no', 'membership no',
  'telephone', 'phone', 'ph', 'ph.', 'mobile', 'mob', 'mob.', 'cell', 'vat', 'vat no', 'vat no.', 'vat reg', 'vat reg.', 'vat number', 'vat id',
  'tax id', 'tax no', 'tax no.', 'tax number', 'tin', 'ssn', 'abn', 'acn', 'gst', 'gstin', 'company no', 'company number', 'reg no', 'reg. no.', 'crn',
  // French, Spanish, Italian, Portuguese, Dutch
  'n° client', 'no client', 'numero client', 'référence', 'reference client', 'facture', 'commande', 'contrat', 'tél.', 'tél', 'télécopie', 'portable',
  'tva', 'n° tva', 'siret', 'siren', 'cliente', 'factura', 'pedido', 'referencia', 'contrato', 'teléfono', 'telefono', 'tfno', 'tfno.', 'tlf', 'tlf.',
  'móvil', 'movil', 'nif', 'cif', 'rfc', 'cuit', 'ruc', 'fattura', 'ordine', 'riferimento', 'contratto', 'cellulare', 'partita iva', 'p.iva', 'p. iva',
  'codice fiscale', 'c.f.', 'fatura', 'referência', 'telefone', 'celular', 'cnpj', 'cpf', 'klantnummer', 'klantnr', 'klantnr.', 'factuur',
  'bestelling', 'referentie', 'kenmerk', 'telefoon', 'btw', 'btw-nummer', 'kvk', 'kvk-nummer',
];

/**
 * Words that end the names of open public spaces as often as those of complexes of buildings:
 * "Hanover Square", "Hyde Park", "Kensington Gardens" above a numbered street are where the street
 * is, not a building on it, though "Governors Square" and "Econet Park" are office complexes. The
 * writing (a line of its own before the street) cannot tell the two apart, so such a name stays a
 * guess (fourteenth review; `confirmBuildingWrittenAlone`).
 */
export const OPEN_SPACE_WORDS: readonly string[] = ['square', 'park', 'gardens', 'garden', 'green', 'common', 'commons'];

/** Words that make a line a building name ("Empire State Building", "Torre Picasso", "Haus A"). */
export const BUILDING_WORDS: readonly string[] = [
  'building', 'buildings', 'bldg', 'bldg.', 'house', 'tower', 'towers', 'centre', 'center', 'plaza', 'court', 'chambers', 'mansion', 'mansions', 'hall',
  'complex', 'block', 'wing', 'estate', 'haus', 'gebaude', 'gebäude', 'turm', 'hochhaus', 'torre', 'edificio', 'edif.', 'edif',
  'immeuble', 'imm.', 'batiment', 'bâtiment', 'bat.', 'residence', 'résidence', 'palazzo', 'palazzina', 'gebouw', 'toren', 'flat', 'tornet',
  'plaza', 'business park', 'technopark', 'campus', 'forum', 'galleria', 'arcade', 'mall', 'trade centre', 'trade center',
  'bhavan', 'bhawan', 'offices', 'college', 'chapel', 'church', 'cathedral', 'abbey', 'library', 'theatre', 'theater', 'opera', 'palace', 'castle', 'museum', 'institute',
  'kirche', 'dom', 'rathaus', 'bibliothek', 'église', 'eglise', 'cathédrale', 'iglesia', 'catedral', 'chiesa', 'duomo', 'basilica', 'kerk',
];

/**
 * Words that make a line the party's office, not a building's name ("Emirates Group Headquarters",
 * "HEAD OFFICE", "ADNOC HQ", "RYANAIR DUBLIN OFFICE", "HSBC PARIS BRANCH"); "HDFC Bank House" is a building, and a
 * "Post Office" a place.
 */
export const OFFICE_WORDS: readonly string[] = ['headquarters', 'head office', 'hq', 'main office', 'central office', 'registered office', 'office', 'branch'];

/** Street types that end a street's name and never open or continue one (English and South Asian usage). */
export const STREET_TYPES_LAST: readonly string[] = ['road', 'rd', 'rd.', 'street', 'avenue', 'ave', 'ave.', 'lane', 'way', 'marg', 'mawatha', 'salai'];

/**
 * Compass and centre words that end the name of a city of its own, where the country names its
 * administrative cities so ("Jakarta Utara", "Jakarta Pusat": Indonesian and Malay). Elsewhere a
 * compass word after a town is a place within it, read as before.
 */
export const TOWN_COMPASS_WORDS: readonly string[] = ['utara', 'selatan', 'barat', 'timur', 'pusat', 'tengah'];

/** Words that go on a street's name after its type ("Queen's Road Central", "Main Street Extension"). */
export const NAME_AFTER_STREET_TYPE: readonly string[] = [
  'central', 'centre', 'center', 'extension', 'ext', 'ext.', 'upper', 'lower', 'bis', 'middle', 'north', 'south', 'east', 'west',
  'norte', 'sur', 'este', 'oeste', 'oriente', 'poniente', 'sul', 'leste',
];

/**
 * Street types that only ever open a street's name ("ul. Vavilova", "Jl. Sudirman"). Narrower than
 * the types a number may follow in the name (STREET_TYPE_LEAD in street.ts): "Gran Vía" and "Gran
 * Avenida" put a word before "via" and "avenida".
 */
export const STREET_OPENERS: readonly string[] = [
  'ul.', 'ul', 'ulica', 'ул.', 'ул', 'улица', 'ulitsa', 'jl.', 'jl', 'jalan', 'c/', 'avda.', 'avda', 'soi', 'thanon', 'пр-т', 'vul.', 'вул.', 'вулиця',
  'rruga', 'sheshi', 'carrer', 'triq',
];

/** Floor markers written before the number ("Floor 3", "Etage 4", "Piso 3", "Level 5"). */
export const FLOOR_BEFORE: readonly string[] = [
  'floor', 'fl', 'fl.', 'flr', 'flr.', 'level', 'lvl', 'etage', 'étage', 'et.', 'stock', 'stockwerk', 'piso', 'planta', 'pl.', 'piano', 'p.',
  'verdieping', 'verd.', 'andar', 'kat', 'kerros', 'krs', 'vaning', 'våning', 'vån', 'etasje', 'sal', 'floor no.', 'floor no',
  'patro', 'poschodie', 'posch.', 'piętro', 'pietro', 'p.', 'emelet', 'korrus', 'stāvs', 'stavs', 'aukštas', 'aukstas', 'nadstropje', 'sprat',
  'etaj', 'et.', 'kat', 'όροφος', 'orofos', 'hæð', 'haed', 'sal', 'nivel',
];

/** Floor markers written after the number ("3rd floor", "2. OG", "4e étage", "3º piso", "2. Stock"). */
export const FLOOR_AFTER: readonly string[] = [
  'floor', 'fl', 'fl.', 'flr', 'og', 'o.g.', 'obergeschoss', 'stock', 'etage', 'étage', 'et', 'et.', 'piso', 'planta', 'piano', 'p.', 'p',
  'verdieping', 'verd', 'verd.', 'andar', 'kerros', 'krs', 'vaning', 'våning', 'vån', 'tr', 'tr.', 'sal', 'etasje', 'level', 'ug', 'kat', 'emelet', 'em.',
  'patro', 'poschodie', 'posch.', 'piętro', 'pietro', 'korrus', 'stāvs', 'stavs', 'aukštas', 'aukstas', 'nadstropje', 'sprat', 'etaj', 'hæð', 'haed',
];

/** Floor words that stand alone ("EG", "Ground floor", "rez-de-chaussée"). */
export const FLOOR_ALONE: readonly string[] = [
  'eg', 'erdgeschoss', 'ground floor', 'gf', 'g/f', 'rez-de-chaussee', 'rdc', 'planta baja', 'pb', 'piano terra', 'pt', 'begane grond',
  'mezzanine', 'basement', 'ug', 'souterrain', 'dachgeschoss', 'dg', 'parterre', 'bajo', 'entresuelo', 'r/c', 'res-do-chao', 'penthouse',
];

/** Room / unit markers written before the value ("Suite 210", "apt 5B", "Raum 12", "Puerta B"). */
export const ROOM_BEFORE: readonly string[] = [
  'suite', 'ste', 'ste.', 'room', 'rm', 'rm.', 'apt', 'apt.', 'apartment', 'unit', 'flat', 'office', 'off.', 'raum', 'zimmer', 'zi.', 'büro',
  'buro', 'buero', 'bureau', 'bur.', 'appartement', 'app.', 'app', 'apto', 'apto.', 'apartamento', 'depto', 'depto.', 'departamento', 'dpto',
  'dpto.', 'puerta', 'pta', 'pta.', 'oficina', 'of.', 'ofic.', 'sala', 'interno', 'int.', 'int', 'scala', 'sc.', 'porte', 'door', 'lgh',
  'lägenhet', 'wohnung', 'whg', 'whg.', 'top', 'stiege', 'stg.', 'tür', 'tur', 'conjunto', 'cj', 'cj.', 'cjto', 'sl.', 'loja', 'lj', 'kamer',
  'ruimte', 'shop', '#', 'no. of room', 'lok.', 'lok', 'lokal', 'pok.', 'pokój', 'pokoj', 'kancelaria', 'ap.', 'byt', 'kab.', 'despacho',
  'local', 'oficina no.', 'кв.', 'квартира', 'оф.', 'офис', 'офіс', 'kv.',
];

/** Number markers inside a street line ("No. 5", "Nr. 12", "nº 5", "n. 5", "No: 12"). */
export const NUMBER_MARKERS: readonly string[] = ['no', 'no.', 'nr', 'nr.', 'n', 'n.', 'nº', 'n°', 'num', 'num.', 'número', 'numero', 'no:', 'nro', 'nro.', '#', 'number', 'n.º', 'n.°', 'nº.', 'plot', 'plot no', 'plot no.', 'д.', 'дом', 'буд.', 'будинок', 'd.', 'dom', 'bud.',
  '№', 'бр.', 'бр', 'br.', 'kav.', 'kav', 'stand', 'stand no', 'stand no.', 'erf', 'erf no', 'erf no.'];

/**
 * Markers of a plot of land on a street ("Plot 17 Hannington Road", "Stand No. 6949, Great East
 * Road", "Erf 12"): the number is the street's even when a building's name precedes it on the line
 * above the street ("CRESTED TOWERS PLOT 17" / "HANNINGTON ROAD").
 */
export const PLOT_MARKERS: readonly string[] = ['plot', 'plot no', 'plot no.', 'stand', 'stand no', 'stand no.', 'erf', 'erf no', 'erf no.'];

/** Markers of a house or building number written as a segment of its own in some countries ("House 12, Road 5", "Building 123"). */
export const SEGMENT_NUMBER_MARKERS: readonly string[] = ['house', 'house no', 'house no.', 'h.no.', 'h. no.', 'building', 'bldg', 'bldg.', 'building no', 'building no.', 'bldg no', 'bldg no.'];

/** "Without number" markers: the street has no building number. */
export const NO_NUMBER: readonly string[] = ['s/n', 'sn', 's/nº', 'sin numero', 'sin número', 'snc', 'ohne nummer', 'bb'];

/**
 * Street-type words in the languages of the supported countries. A line holding one is a street
 * line; the word itself stays in StreetName.
 */
export const STREET_WORDS: readonly string[] = [
  // English
  'street', 'st', 'st.', 'road', 'rd', 'rd.', 'avenue', 'ave', 'ave.', 'av', 'av.', 'boulevard', 'blvd', 'blvd.', 'lane', 'ln', 'drive', 'dr',
  'way', 'place', 'pl', 'terrace', 'crescent', 'cres', 'close', 'square', 'sq', 'highway', 'hwy', 'parkway', 'pkwy', 'circle', 'court', 'ct',
  'row', 'walk', 'hill', 'gardens', 'grove', 'mews', 'wharf', 'quay', 'broadway', 'esplanade', 'parade', 'pde', 'embankment', 'green',
  'gate', 'yard', 'alley', 'pike', 'trail', 'plaza', 'circus', 'park', 'bridge', 'wynd', 'loan', 'brae', 'vale', 'rise', 'approach',
  // German
  'strasse', 'straße', 'str', 'str.', 'weg', 'gasse', 'platz', 'allee', 'ring', 'damm', 'ufer', 'chaussee', 'steig', 'pfad', 'markt', 'hof',
  'graben', 'berg', 'kai', 'gürtel', 'landstrasse', 'landstraße',
  // Dutch
  'straat', 'str', 'laan', 'plein', 'gracht', 'kade', 'singel', 'dijk', 'weg', 'steeg', 'dreef', 'hof', 'park', 'markt',
  // French
  'rue', 'avenue', 'boulevard', 'bd', 'bd.', 'bld', 'place', 'chemin', 'ch.', 'allée', 'allee', 'impasse', 'quai', 'cours', 'route', 'rte',
  'faubourg', 'fbg', 'passage', 'square', 'voie', 'esplanade', 'promenade', 'sentier', 'rond-point', 'parvis',
  // Spanish, Catalan, Portuguese
  'calle', 'c/', 'cl', 'avenida', 'avda', 'avda.', 'av', 'paseo', 'pº', 'ps', 'plaza', 'pza', 'pza.', 'camino', 'carretera', 'ctra', 'ctra.',
  'ronda', 'travesia', 'travesía', 'glorieta', 'carrer', 'passeig', 'plaça', 'placa', 'calçada', 'calcada', 'rambla', 'via', 'vía', 'rua', 'r.', 'travessa', 'largo', 'praça', 'praca',
  'alameda', 'estrada', 'rodovia', 'jr', 'jr.', 'jiron', 'jirón', 'carrera', 'cra', 'cra.', 'kr', 'diagonal', 'transversal', 'autopista',
  'calzada', 'prolongación', 'circunvalación', 'periférico', 'boulevard',
  // Italian
  'via', 'viale', 'v.le', 'piazza', 'p.zza', 'piazzale', 'corso', 'c.so', 'largo', 'vicolo', 'strada', 'lungomare', 'lungotevere', 'contrada',
  'salita', 'borgo', 'galleria',
  // Nordic
  'gatan', 'gata', 'vägen', 'vagen', 'väg', 'gade', 'vej', 'alle', 'gate', 'gaten', 'veien', 'vegen', 'plass', 'torget', 'torg', 'torv',
  'katu', 'tie', 'kuja', 'polku', 'tori', 'gränd', 'stræde', 'strædet', 'brygge', 'kaj', 'kajen', 'gatan', 'backe', 'gata', 'vegur', 'stígur',
  // Central and Eastern Europe, Baltics, Balkans, Greece
  'ulica', 'ul.', 'ul', 'aleje', 'al.', 'aleja', 'plac', 'pl.', 'ulice', 'nám.', 'náměstí', 'namesti', 'třída', 'trida', 'námestie', 'nabrezie',
  'utca', 'u.', 'út', 'ut', 'tér', 'ter', 'körút', 'krt.', 'strada', 'str.', 'bulevardul', 'bd.', 'bdul', 'calea', 'șoseaua', 'soseaua', 'sos.',
  'piața', 'ulitsa', 'bul.', 'bulevard', 'iela', 'gatve', 'g.', 'prospektas', 'pr.', 'tn', 'tänav', 'mnt', 'maantee', 'pst', 'puiestee',
  'cesta', 'ulica', 'trg', 'odos', 'leoforos', 'leof.', 'plateia', 'akti',
  // Turkish
  'cadde', 'caddesi', 'cad.', 'cd.', 'cad', 'sokak', 'sokağı', 'sok.', 'sk.', 'bulvarı', 'bulvari', 'blv.', 'yolu', 'meydanı', 'meydani',
  // Asia, Middle East
  'road', 'jalan', 'jln', 'lorong', 'marg', 'salai', 'mawatha', 'sarani', 'sarak', 'daero', 'dae-ro', 'ro', 'gil', 'lu', 'jie', 'dajie', 'dadao', 'chome', 'dori',
  'dōri', 'sharia', 'shari', 'derech', 'rehov', 'sderot', 'hwy', 'expressway',
  // Malta (Maltese): a street, an alley, a square
  'triq', 'sqaq', 'pjazza',
  // Maldives (Dhivehi): a street, a lane, an alley
  'magu', 'hingun', 'goalhi',
  // Written in Cyrillic (Russian, Ukrainian, Belarusian, Bulgarian) and Greek
  'улица', 'ул.', 'ул', 'проспект', 'просп.', 'пр-т', 'пр.', 'переулок', 'пер.', 'шоссе', 'ш.', 'бульвар', 'б-р', 'бул.', 'булевард',
  'набережная', 'наб.', 'площадь', 'пл.', 'проезд', 'пр-д', 'тупик', 'вулиця', 'вул.', 'вул', 'провулок', 'пров.', 'проспект', 'площа',
  'вуліца', 'οδός', 'οδ.', 'λεωφόρος', 'λεωφ.', 'πλατεία',
  // Written in Arabic and Hebrew script: street, road, avenue, boulevard; rehov, derech, sderot
  'شارع', 'طريق', 'جادة', 'بوليفارد', 'רחוב', 'דרך', 'שדרות',
  // The same romanised, as the EPC character set turns them ('ул.' -> 'ul.', 'вул.' -> 'vul.')
  'vul.', 'vul', 'prosp.', 'pr-t', 'per.', 'pereulok', 'shosse', 'naberezhnaya', 'nab.', 'proezd',
];

/** Suffixes that make a word a street in compounding languages ("Bahnhofstrasse", "Kalverstraat", "Drottninggatan"). */
export const STREET_SUFFIXES: readonly string[] = [
  // Only endings that no common town name has ("Heidelberg", "Neumarkt", "Harrogate" must stay towns).
  'strasse', 'straße', 'str.', 'weg', 'gasse', 'platz', 'allee', 'damm', 'ufer', 'straat', 'laan', 'plein', 'gracht', 'singel',
  'gatan', 'vägen', 'vagen', 'gade', 'vej', 'veien', 'vegen', 'gata', 'gaten', 'katu', 'kuja', 'plass', 'torget', 'torv',
  'steig', 'stræde', 'brygge', 'kajen', 'gränd', 'vegur', 'daero', '-ro', '-gil', 'dori', '-dori', 'chaussee', 'straße', 'strasse',
  'stieg', 'ulica', 'iela', 'gatve', 'utca',
  // South Asian streets written as one word ("Kantipath", "Panthapath", "Durbarmarg").
  'path', 'marg',
];

/** Words that end a locality line ("Hacı Bayram Mahallesi"): a TownLocationName. */
// South Asian neighbourhoods end with their kind: "Ansari Nagar", "Defence Colony", "Koramangala Layout", "Vasant Vihar".
export const LOCALITY_ENDINGS: readonly string[] = ['mahallesi', 'mah.', 'mh.', 'mahalle', 'suburb', 'barrio', 'area', 'nagar', 'colony', 'layout', 'vihar', 'enclave'];

/** Locality markers that name an administrative district rather than a place in the town. */
export const ADMIN_DISTRICT_MARKERS: readonly string[] = ['distrito', 'district', 'comuna', 'bezirk', 'arrondissement', 'delegación', 'alcaldía', 'municipio'];

/** Words that open a subdivision written as such ("Co. Dublin", "County Cork", "Provincia di Roma", "Kanton Zürich"). */
export const SUBDIVISION_MARKERS: readonly string[] = [
  'co.', 'co', 'county', 'provincia', 'prov.', 'province', 'kanton', 'canton', 'estado', 'state', 'région', 'region', 'departamento', 'dept',
  // Russian federal subjects written with their kind first ("Республика Татарстан").
  'республика', 'респ.', 'область', 'обл.', 'край',
];

/** Japanese and Korean administrative suffixes that name a district or ward ("Chiyoda-ku", "Jung-gu"). */
export const DISTRICT_SUFFIXES: readonly string[] = ['-ku', ' ku', '-gu', ' gu', '-gun', '-cho', '-machi', '-dong', ' district', '-qu', ' qu', ' new area', ' new district', ' дүүрэг', ' duureg', ' район'];

/** Japanese city suffixes ("Yokohama-shi", "Osaka-shi"). */
export const CITY_SUFFIXES: readonly string[] = ['-shi', ' shi', ' city', '-si', ' si'];

/** Marks written right beside a postcode, naming it ("PLZ 10117", "C.P. 06600", "Postal Code 100", "PC 112", "〒100-0005"). */
export const POSTCODE_MARKERS: readonly string[] = [
  'plz', 'cp', 'c.p.', 'cep', 'zip', 'zip code', 'postcode', 'post code', 'code postal', 'cap', 'c.a.p.', 'pin', 'pin code', 'pin:', 'p.c.',
  'postal code', 'cod. postal', 'código postal', 'codigo postal', 'pc', '〒',
];

/** Words that start a district line in Latin America and Iberia ("Col. Juárez", "Bairro Centro"). */
export const DISTRICT_MARKERS: readonly string[] = [
  'col.', 'col', 'colonia', 'bairro', 'barrio', 'urb.', 'urbanización', 'urbanizacion', 'fracc.', 'fraccionamiento', 'comuna', 'sector',
  'distrito', 'district', 'frazione', 'fraz.', 'loc.', 'località', 'localita', 'ortsteil', 'ot', 'quartier', 'bezirk', 'stadtteil', 'vila',
  'jardim', 'jd.', 'jd', 'parque', 'bo.', 'villa',
];

/** Month names of the languages that name streets after dates ("Av. 24 de Julho", "Calle 5 de Mayo", "Via XX Settembre"). */
export const MONTHS: ReadonlySet<string> = new Set([
  'enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'setiembre', 'octubre', 'noviembre', 'diciembre',
  'janeiro', 'fevereiro', 'marco', 'março', 'maio', 'junho', 'julho', 'setembro', 'outubro', 'novembro', 'dezembro',
  'janvier', 'fevrier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'aout', 'août', 'septembre', 'octobre', 'novembre', 'decembre', 'décembre',
  'gennaio', 'febbraio', 'aprile', 'maggio', 'giugno', 'luglio', 'settembre', 'ottobre', 'dicembre',
]);

/** The words between day and month in such names. */
export const DATE_LINKS: ReadonlySet<string> = new Set(['de', 'del', 'do', 'da']);
