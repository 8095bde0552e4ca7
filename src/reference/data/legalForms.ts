// Legal-form designations of companies that follow (or, rarely, precede) a party name, by the
// countries that use them. partyName.ts compares them with dots, spaces and slashes removed, so
// "S.A.", "S. A." and "SA" are one entry; the printed forms here are for the reader.

export const LEGAL_FORMS: readonly string[] = [
  // Germany, Austria, Switzerland, Liechtenstein
  'GmbH', 'gGmbH', 'mbH', 'AG', 'KG', 'KGaA', 'OHG', 'GbR', 'UG', 'e.K.', 'e.V.', 'eG', 'SE', 'Co.', 'Co',
  // United Kingdom, Ireland, United States, Commonwealth
  'Ltd', 'Limited', 'PLC', 'LLC', 'LLP', 'LP', 'Inc', 'Incorporated', 'Corp', 'Corporation', 'Company',
  'Pty', 'Pty Ltd', 'Pte', 'Pte Ltd', 'Bhd', 'Sdn Bhd', 'DAC', 'CLG', 'UC', 'ULC',
  // France, Belgium, Luxembourg, Switzerland (French)
  'S.A.', 'SAS', 'SASU', 'SARL', 'EURL', 'SNC', 'SCS', 'SCA', 'SCI', 'SCOP', 'SPRL', 'SRL', 'SC', 'SCRL', 'ASBL', 'Sàrl',
  // Italy, Spain, Portugal, Latin America
  'S.p.A.', 'S.r.l.', 'S.r.l.s.', 'S.a.p.a.', 'S.n.c.', 'S.a.s.', 'S.L.', 'S.L.U.', 'S.A.U.', 'S.Coop.', 'Lda', 'Ltda', 'S.A. de C.V.', 'SGPS',
  // Netherlands, Belgium (Dutch)
  'B.V.', 'N.V.', 'V.O.F.', 'C.V.', 'BVBA', 'CVBA', 'VZW', 'Stichting',
  // Nordic countries
  'AB', 'HB', 'KB', 'AS', 'ASA', 'A/S', 'ApS', 'I/S', 'K/S', 'P/S', 'AmbA', 'Oy', 'Oyj', 'Ab', 'Ky', 'Ay', 'ehf', 'hf', 'sf',
  // Central and Eastern Europe
  'Sp. z o.o.', 'S.A.', 'Sp.j.', 'Sp.k.', 'S.K.A.', 'Kft', 'Zrt', 'Nyrt', 'Bt', 'Kkt', 's.r.o.', 'spol. s r.o.', 'a.s.', 'v.o.s.', 'k.s.',
  'd.o.o.', 'd.d.', 'OOD', 'EOOD', 'AD', 'EAD', 'SIA', 'AS', 'UAB', 'OÜ', 'TOV', 'OOO', 'ZAO', 'PAO', 'AO', 'S.R.L.',
  // Russia and the CIS, the Gulf (joint-stock and free-zone companies): "... SERVICES CJSC", "... KSCC", "... FZ-LLC"
  'JSC', 'CJSC', 'OJSC', 'PJSC', 'QSC', 'QPSC', 'KSC', 'KSCC', 'KSCP', 'BSC', 'SAOG', 'SAOC', 'PSC', 'FZE', 'FZC', 'FZCO', 'FZ-LLC', 'WLL',
  // Greece, Turkey, Cyprus, Malta
  'A.E.', 'E.P.E.', 'I.K.E.', 'O.E.', 'E.E.', 'A.Ş.', 'Ltd. Şti.',
  // Asia
  'K.K.', 'KK', 'G.K.', 'Co., Ltd.', 'Pvt Ltd', 'Pvt', 'Tbk', 'PT', 'Pte. Ltd.', 'Sdn. Bhd.',
  // The same forms written out: a name and its line are equal whichever way each writes the form.
  'Aktiengesellschaft', 'Gesellschaft mit beschränkter Haftung', 'Gesellschaft mbH', 'Kommanditgesellschaft',
  'Kommanditgesellschaft auf Aktien', 'offene Handelsgesellschaft', 'eingetragener Verein', 'eingetragene Genossenschaft',
  'Europäische Gesellschaft', 'Societas Europaea', 'Unternehmergesellschaft (haftungsbeschränkt)', 'haftungsbeschränkt',
  'public limited company', 'private limited company', 'private limited', 'limited liability company', 'limited liability partnership',
  'limited partnership', 'proprietary limited', 'private limited company', 'Corporation', 'Co. Ltd', 'Company Limited',
  'société anonyme', 'société par actions simplifiée', 'société à responsabilité limitée', 'société en nom collectif', 'société civile',
  'sociedad anónima', 'sociedad limitada', 'sociedad de responsabilidad limitada', 'sociedade anónima', 'sociedade anônima', 'sociedade limitada',
  'società per azioni', 'società a responsabilità limitata', 'società in nome collettivo', 'società in accomandita semplice',
  'besloten vennootschap', 'naamloze vennootschap', 'commanditaire vennootschap', 'vennootschap onder firma',
  'aktiebolag', 'aktiebolaget', 'aksjeselskap', 'allmennaksjeselskap', 'aktieselskab', 'anpartsselskab', 'osakeyhtiö', 'julkinen osakeyhtiö',
  'spółka z ograniczoną odpowiedzialnością', 'spółka akcyjna', 'společnost s ručením omezeným', 'akciová společnost',
  'kabushiki kaisha', 'godo kaisha', 'yugen kaisha', 'private company limited by shares',
];
