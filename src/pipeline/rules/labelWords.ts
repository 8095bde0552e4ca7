// Label words: words that only name the field their value goes into ("PO Box 12" -> PostBox 12,
// "3rd floor" -> Floor 3). When the value went into that field, the label may leave with it
// (contract section 6); the conservation check accounts for them here. Data only, per field.
import type { PostalFieldName } from '../../model/fields';
import { foldWords } from '../../reference/countries';
import { AREA_LABELS, BUILDING_NUMBERED_ON_ROAD } from '../../structuring/tables/conventions';
import { SUBDIVISION_LABELS } from '../../structuring/tables/subdivisions';
import { POSTCODE_MARKERS } from '../../structuring/tables/keywords';

const LABELS: ReadonlyArray<[PostalFieldName, string]> = [
  ['postBox', 'po box p.o.b. pob post office box gpo locked bag private mail pmb postfach postbus postboks postbox postilokero bp boite postale case apartado de correos apdo aptdo casella caixa cx skr poczt skrytka pocztowa casilla correo postal postafiok pf cs tsa ص ب صندوق بريد а я п τ θ ταχυδρομικη θυριδα postanski pretinac ppa pmb no nr nº'],
  // "f" as Hong Kong and Singapore write the floor after its number: "9/F" is Floor 9.
  ['floor', 'f floor fl flr level lvl etage et stock stockwerk piso planta pl piano p verdieping verd andar kat kerros krs vaning van etasje sal og obergeschoss tr patro poschodie posch pietro emelet em korrus stavs aukstas nadstropje sprat etaj orofos haed 楼 樓 层 層 階 층'],
  ['room', 'suite ste room rm apt apartment unit flat office off raum zimmer zi buro buero bureau bur appartement app apto apartamento depto departamento dpto puerta pta oficina of ofic sala interno int scala sc porte door lgh lagenhet wohnung whg top stiege stg tur conjunto cj cjto sl loja lj kamer ruimte shop lok lokal pok pokoj ap byt kab despacho local no nr кв квартира оф офис офіс kv 室 房 号室 호'],
  ['buildingNumber', 'no nr n nº num numero nro number plot stand erf house hausnummer д дом буд будинок d dom бр br kav 号 號 번지'],
  ['buildingName', 'building bldg edificio edif immeuble imm batiment bat gebaude haus'],
  ['districtName', 'col colonia bairro barrio urb fracc fraccionamiento comuna sector distrito district frazione fraz loc localita ortsteil ot quartier bezirk stadtteil'],
  ['townLocationName', 'mahallesi mah mh mahalle suburb ortsteil ot col colonia bairro barrio'],
  ['countrySubDivision', 'co county provincia prov province kanton canton estado state region departamento dept'],
  ['townName', 'cedex г гор гр город м місто city shi'],
  // The per-country area labels and subdivision labels the structuring engine drops ("Sangkat Wat Phnom", "woj. mazowieckie").
  ['townLocationName', Object.values(AREA_LABELS).flatMap((labels) => labels.locality).join(' ')],
  ['districtName', Object.values(AREA_LABELS).flatMap((labels) => labels.district).join(' ')],
  ['countrySubDivision', SUBDIVISION_LABELS.join(' ')],
  // The marks the engine drops beside a postcode ("PLZ 10117", "Postal Code 100"), without their
  // one-letter pieces ("C.P." folds to C and P, which name nothing alone: "Stiege C 1070 Wien").
  ['postCode', POSTCODE_MARKERS.flatMap((mark) => foldWords(mark).map((w) => w.text)).filter((word) => word.length > 1).join(' ')],
];

/**
 * Labels of one country's numbering: "Building 2504" is the building number only where buildings
 * are numbered on their road (BH, QA); elsewhere "Building 3" is a building of a campus, and its
 * word stays (ninth review: "BUILDING 3, MAIN STREET" lost "BUILDING" unreported).
 */
const COUNTRY_LABELS: ReadonlyArray<[PostalFieldName, string, ReadonlySet<string>]> = [
  ['buildingNumber', 'building bldg', BUILDING_NUMBERED_ON_ROAD],
];

/**
 * Label words that are also words of names ("BOMBAY HOUSE 24", "GRAND STAND 5"): they leave only
 * when their comma-separated segment holds nothing but field values and labels ("House 12, Road
 * 5"), as the labels of name-like fields do (ninth review).
 */
export const NAME_WORD_LABELS: ReadonlySet<string> = new Set(foldWords('house stand building bldg').map((w) => w.text));

/** Folded label word to the fields it names. */
export const LABEL_WORDS: ReadonlyMap<string, readonly PostalFieldName[]> = (() => {
  const map = new Map<string, PostalFieldName[]>();
  for (const [field, words] of LABELS) {
    for (const word of foldWords(words)) map.set(word.text, [...(map.get(word.text) ?? []), field]);
  }
  return map;
})();

const COUNTRY_LABEL_WORDS: ReadonlyMap<string, ReadonlyArray<[PostalFieldName, ReadonlySet<string>]>> = (() => {
  const map = new Map<string, Array<[PostalFieldName, ReadonlySet<string>]>>();
  for (const [field, words, countries] of COUNTRY_LABELS) {
    for (const word of foldWords(words)) map.set(word.text, [...(map.get(word.text) ?? []), [field, countries]]);
  }
  return map;
})();

/** The fields a folded word labels in the address's country (upper-case code, or undefined). */
export function labelFields(word: string, country: string | undefined): readonly PostalFieldName[] | undefined {
  const global = LABEL_WORDS.get(word);
  const local = country === undefined ? undefined : COUNTRY_LABEL_WORDS.get(word)?.filter(([, countries]) => countries.has(country)).map(([field]) => field);
  if (local === undefined || local.length === 0) return global;
  return [...(global ?? []), ...local];
}
