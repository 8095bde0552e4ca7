// Turns the XML request form (spec section 4: root ProcessPartyAddressRequest with Nm, PstlAdr,
// Id, CtryOfRes, ...) into the JSON request shape, so one schema validates both.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { FIELD_BY_XML } from '../../model/fields';
import { ApiError } from '../apiError';
import { assertSafeXml } from './xmlSafety';

type XmlNode = string | { [key: string]: XmlNode | XmlNode[] };

/** The five entities XML predefines; DOCTYPEs are refused before parsing, so there are no others. */
const PREDEFINED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const REFERENCE = /&(#[xX][0-9a-fA-F]+|#[0-9]+|[A-Za-z_][\w.-]*);/g;

/** XML 1.0 Char: tab, line feed, carriage return, and everything from U+0020 but surrogates, U+FFFE and U+FFFF. */
function isXmlChar(cp: number): boolean {
  return cp === 0x9 || cp === 0xa || cp === 0xd || (cp >= 0x20 && cp <= 0xd7ff) || (cp >= 0xe000 && cp <= 0xfffd) || (cp >= 0x10000 && cp <= 0x10ffff);
}

/**
 * Entity and character references as XML defines them. The parser's own decoder reads character
 * references only when HTML entities are on, so "M&#252;nchen" reached the pipeline as the ten
 * characters "M&#252;nchen" (under the EPC set "M+.252,nchen"), a town the caller never wrote
 * (sixth review). A reference to a character XML does not allow ("&#0;") is a 400, not a
 * character silently dropped, and so is an entity XML does not define ("&nbsp;" without a DTD):
 * it was kept as the six characters "&nbsp;".
 */
function decodeReferences(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(REFERENCE, (whole, ref: string) => {
    if (ref[0] !== '#') {
      const value = PREDEFINED[ref];
      if (value === undefined) throw new ApiError(400, 'Request body is not well-formed XML', { details: [{ field: '(body)', message: `entity ${whole} is not defined: XML defines only &amp; &lt; &gt; &quot; &apos; (write other characters as themselves or as &#...;)` }] });
      return value;
    }
    const cp = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
    if (!isXmlChar(cp)) throw new ApiError(400, 'Request body is not well-formed XML', { details: [{ field: '(body)', message: `character reference ${whole} names no character XML allows` }] });
    return String.fromCodePoint(cp);
  });
}

const parser = new XMLParser({
  ignoreAttributes: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  parseTagValue: false,
  // Text as written, trimmed only once it is whole (tidy): trimming each piece joined "Smith
  // <![CDATA[& Sons]]> Ltd" into "Smith& SonsLtd" (sixth review).
  trimValues: false,
  processEntities: true,
  entityDecoder: { decode: decodeReferences, setExternalEntities: () => {}, addInputEntities: () => {}, reset: () => {}, setXmlVersion: () => {} },
  isArray: (name, jpath) => name === 'AdrLine' || jpath === 'ProcessPartyAddressRequest.include',
});

/** A parsed document with its values trimmed and the layout between elements (white space only) left out. */
function tidy(node: XmlNode | XmlNode[]): XmlNode | XmlNode[] {
  if (typeof node === 'string') return node.trim();
  if (Array.isArray(node)) return node.map((item) => tidy(item) as XmlNode);
  const out: { [key: string]: XmlNode | XmlNode[] } = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '#text' && typeof value === 'string' && value.trim() === '') continue;
    out[key] = tidy(value);
  }
  return out;
}

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
  const document = tidy(parser.parse(text) as XmlNode) as Record<string, XmlNode>;
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
  const document = tidy(parser.parse(text) as XmlNode) as Record<string, XmlNode>;
  const root = document[rootName];
  if (root === undefined) throw new ApiError(400, `XML root element must be ${rootName}`);
  return (mapScalars(root) as Record<string, unknown>) ?? {};
}
