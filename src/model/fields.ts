// The 14 PostalAddress24 fields (spec 2.2): JSON name, XML tag, limit and whether the field is
// postal data. This one table drives validation, XML mapping, R-06 filtering, redaction and the
// canonical form, so a rule about a field is written once.

export interface PostalFieldSpec {
  /** JSON property name (spec 2.2). */
  readonly json: PostalFieldName;
  /** ISO 20022 XML tag. */
  readonly xml: string;
  /** ISO 20022 element name used in reasons (`field`). */
  readonly iso: string;
  readonly maxLength?: number;
  readonly pattern?: string;
  /** True for fields that may be sent to the postal database. */
  readonly postal: boolean;
  /** Redaction class: `street` fields are masked by PARTIAL, every `address` field by FULL. */
  readonly redaction: 'street' | 'address' | 'none';
}

export const POSTAL_FIELD_NAMES = [
  'addressLine',
  'streetName',
  'buildingNumber',
  'buildingName',
  'floor',
  'postBox',
  'room',
  'postCode',
  'townName',
  'townLocationName',
  'districtName',
  'countrySubDivision',
  'country',
  'countryOfResidence',
] as const;

export type PostalFieldName = (typeof POSTAL_FIELD_NAMES)[number];
/** The structured (single-valued) fields: every field but addressLine. */
export type StructuredFieldName = Exclude<PostalFieldName, 'addressLine'>;

const COUNTRY_PATTERN = '^[A-Z]{2}$';

export const POSTAL_FIELDS: readonly PostalFieldSpec[] = [
  { json: 'addressLine', xml: 'AdrLine', iso: 'AddressLine', maxLength: 70, postal: true, redaction: 'street' },
  { json: 'streetName', xml: 'StrtNm', iso: 'StreetName', maxLength: 70, postal: true, redaction: 'street' },
  { json: 'buildingNumber', xml: 'BldgNb', iso: 'BuildingNumber', maxLength: 16, postal: true, redaction: 'street' },
  { json: 'buildingName', xml: 'BldgNm', iso: 'BuildingName', maxLength: 35, postal: true, redaction: 'street' },
  { json: 'floor', xml: 'Flr', iso: 'Floor', maxLength: 70, postal: true, redaction: 'street' },
  { json: 'postBox', xml: 'PstBx', iso: 'PostBox', maxLength: 16, postal: true, redaction: 'street' },
  { json: 'room', xml: 'Room', iso: 'Room', maxLength: 70, postal: true, redaction: 'street' },
  { json: 'postCode', xml: 'PstCd', iso: 'PostCode', maxLength: 16, postal: true, redaction: 'address' },
  { json: 'townName', xml: 'TwnNm', iso: 'TownName', maxLength: 35, postal: true, redaction: 'address' },
  { json: 'townLocationName', xml: 'TwnLctnNm', iso: 'TownLocationName', maxLength: 35, postal: true, redaction: 'address' },
  { json: 'districtName', xml: 'DstrctNm', iso: 'DistrictName', maxLength: 35, postal: true, redaction: 'address' },
  { json: 'countrySubDivision', xml: 'CtrySubDvsn', iso: 'CountrySubDivision', maxLength: 35, postal: true, redaction: 'address' },
  { json: 'country', xml: 'Ctry', iso: 'Country', pattern: COUNTRY_PATTERN, postal: true, redaction: 'none' },
  // Country of residence describes the party, not the address: it is never looked up.
  { json: 'countryOfResidence', xml: 'CtryOfRes', iso: 'CountryOfResidence', pattern: COUNTRY_PATTERN, postal: false, redaction: 'none' },
];

export const ADDRESS_LINE_MAX_ITEMS = 7;

export const FIELD_BY_JSON: ReadonlyMap<PostalFieldName, PostalFieldSpec> = new Map(POSTAL_FIELDS.map((f) => [f.json, f]));
export const FIELD_BY_XML: ReadonlyMap<string, PostalFieldSpec> = new Map(POSTAL_FIELDS.map((f) => [f.xml, f]));

export const STRUCTURED_FIELDS: readonly PostalFieldSpec[] = POSTAL_FIELDS.filter((f) => f.json !== 'addressLine');

export function fieldSpec(name: PostalFieldName): PostalFieldSpec {
  const spec = FIELD_BY_JSON.get(name);
  if (!spec) throw new Error(`unknown postal field ${name}`);
  return spec;
}

/** ISO 20022 element name of a field, as reasons name it (e.g. TownName). */
export function isoName(name: PostalFieldName): string {
  return fieldSpec(name).iso;
}
