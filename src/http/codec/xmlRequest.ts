// Turns the XML request form (spec section 4: root ProcessPartyAddressRequest with Nm, PstlAdr,
// Id, CtryOfRes, ...) into the JSON request shape, so one schema validates both.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { FIELD_BY_XML } from '../../model/fields';
import { ApiError } from '../apiError';
import { assertSafeXml } from './xmlSafety';

type XmlNode = string | { [key: string]: XmlNode | XmlNode[] };

const parser = new XMLParser({
  ignoreAttributes: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  parseTagValue: false,
  trimValues: true,
  processEntities: true, // only the five predefined entities: DOCTYPEs are refused before parsing
  htmlEntities: false,
  isArray: (name, jpath) => name === 'AdrLine' || jpath === 'ProcessPartyAddressRequest.include',
});

const ROOT = 'ProcessPartyAddressRequest';
const TOP_LEVEL: Record<string, string> = {
  channelName: 'channelName',
  Nm: 'name',
  PstlAdr: 'postalAddress',
  Id: 'identification',
  CtryOfRes: 'countryOfResidence',
  processingOptions: 'processingOptions',
  context: 'context',
  include: 'include',
};
const ORG_ID: Record<string, string> = { AnyBIC: 'anyBic', LEI: 'lei', Othr: 'other' };

const BOOLEAN_FIELDS = new Set(['verification', 'detectMisplacedIdentifiers', 'validateNameContent']);
const NUMBER_FIELDS = new Set(['repairConfidenceThreshold']);

export function parseXmlRequest(text: string): Record<string, unknown> {
  assertSafeXml(text);
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    throw new ApiError(400, 'Request body is not well-formed XML', {
      details: [{ field: '(body)', message: `${valid.err.msg} (line ${valid.err.line})` }],
    });
  }
  const document = parser.parse(text) as Record<string, XmlNode>;
  const rootNames = Object.keys(document);
  if (rootNames.length !== 1 || rootNames[0] !== ROOT) {
    throw new ApiError(400, `XML root element must be ${ROOT}`, { details: [{ field: '(root)', message: `expected ${ROOT}, got ${rootNames.join(', ') || 'nothing'}` }] });
  }
  const root = document[ROOT];
  if (root === '' || root === undefined) return {};
  if (typeof root !== 'object' || Array.isArray(root)) throw new ApiError(400, `${ROOT} must contain elements`);
  const request: Record<string, unknown> = {};
  for (const [tag, value] of Object.entries(root)) {
    const name = TOP_LEVEL[tag] ?? tag; // unknown tags pass through so validation names them
    request[name] = mapTopLevel(name, value);
  }
  return request;
}

function mapTopLevel(name: string, value: XmlNode | XmlNode[]): unknown {
  switch (name) {
    case 'postalAddress':
      return mapPostalAddress(value);
    case 'identification':
      return mapIdentification(value);
    case 'processingOptions':
    case 'context':
      return mapScalars(value);
    case 'include':
      return Array.isArray(value) ? value : [value];
    default:
      return value;
  }
}

function asObject(value: XmlNode | XmlNode[]): Record<string, XmlNode | XmlNode[]> | undefined {
  if (value === '') return {};
  return typeof value === 'object' && !Array.isArray(value) ? value : undefined;
}

function mapPostalAddress(value: XmlNode | XmlNode[]): unknown {
  const element = asObject(value);
  if (!element) return value;
  const address: Record<string, unknown> = {};
  for (const [tag, fieldValue] of Object.entries(element)) {
    address[FIELD_BY_XML.get(tag)?.json ?? tag] = fieldValue;
  }
  return address;
}

function mapIdentification(value: XmlNode | XmlNode[]): unknown {
  const element = asObject(value);
  if (!element) return value;
  const identification: Record<string, unknown> = {};
  for (const [tag, inner] of Object.entries(element)) {
    const innerObject = asObject(inner);
    if (tag === 'OrgId' && innerObject) {
      identification.organisationId = Object.fromEntries(Object.entries(innerObject).map(([k, v]) => [ORG_ID[k] ?? k, v]));
    } else if (tag === 'PrvtId' && innerObject) {
      identification.privateId = Object.fromEntries(Object.entries(innerObject).map(([k, v]) => [k === 'Othr' ? 'other' : k, v]));
    } else {
      identification[tag] = inner;
    }
  }
  return identification;
}

/** XML text is all strings: turn the declared booleans and numbers into their JSON types. */
function mapScalars(value: XmlNode | XmlNode[]): unknown {
  const element = asObject(value);
  if (!element) return value;
  const mapped: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(element)) {
    if (BOOLEAN_FIELDS.has(key) && (raw === 'true' || raw === 'false')) mapped[key] = raw === 'true';
    else if (NUMBER_FIELDS.has(key) && typeof raw === 'string' && raw !== '' && Number.isFinite(Number(raw))) mapped[key] = Number(raw);
    else if (key === 'channelSelection') mapped[key] = mapScalars(raw);
    else mapped[key] = raw;
  }
  return mapped;
}

/** Parses any XML body of the other routes (channel profiles) into plain objects under its root. */
export function parseXmlDocument(text: string, rootName: string): Record<string, unknown> {
  assertSafeXml(text);
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw new ApiError(400, 'Request body is not well-formed XML', { details: [{ field: '(body)', message: valid.err.msg }] });
  const document = parser.parse(text) as Record<string, XmlNode>;
  const root = document[rootName];
  if (root === undefined) throw new ApiError(400, `XML root element must be ${rootName}`);
  return (mapScalars(root) as Record<string, unknown>) ?? {};
}
