// ISO 20022 XML input (pain.001, pacs.008, pacs.009, camt.053, any document with PstlAdr): every
// PstlAdr element is cut out by its character offsets while a saxes tokenizer streams through the
// file, processed, and written back in its place in PostalAddress24 element order; every other
// character of the message is copied unchanged. No DOM, no re-serialisation: memory holds only
// the text since the last safe point and the PstlAdr elements in flight.
import { createReadStream, statSync } from 'node:fs';
import { SaxesParser } from 'saxes';
import type { PartyRole } from '../model/enums';
import type { PostalAddressXml } from '../model/schemas';
import { withRunDefaults, type BulkOptions } from './options';
import type { RecordResult } from './record';
import type { Unit, UnitSource } from './unit';

/** PostalAddress24 element order; AdrTp, Dept and SubDept are kept as sent (the pipeline does not process them). */
export const POSTAL_ADDRESS_24_ORDER = ['AdrTp', 'Dept', 'SubDept', 'StrtNm', 'BldgNb', 'BldgNm', 'Flr', 'PstBx', 'Room', 'PstCd', 'TwnNm', 'TwnLctnNm', 'DstrctNm', 'CtrySubDvsn', 'Ctry', 'AdrLine'] as const;
const KEPT_AS_SENT = new Set(['AdrTp', 'Dept', 'SubDept']);
const JSON_TO_XML: Record<string, string> = {
  streetName: 'StrtNm', buildingNumber: 'BldgNb', buildingName: 'BldgNm', floor: 'Flr', postBox: 'PstBx', room: 'Room', postCode: 'PstCd',
  townName: 'TwnNm', townLocationName: 'TwnLctnNm', districtName: 'DstrctNm', countrySubDivision: 'CtrySubDvsn', country: 'Ctry', addressLine: 'AdrLine',
};

function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

interface PstlAdrCapture {
  start: number;
  openTagEnd: number;
  prefix: string;
  line: number;
  column: number;
  role: PartyRole | undefined;
  name: string | undefined;
  depth: number;
  /** Direct children: tag, raw span, text. */
  children: Array<{ tag: string; start: number; end: number; text: string; nested: boolean }>;
  child?: { tag: string; start: number; text: string; nested: boolean };
  /** White space before the first child and before the end tag, to keep the layout. */
  indent?: string;
  closingIndent: string;
  errors: string[];
}

/** The new PstlAdr: the original start tag, AdrTp/Dept/SubDept as sent, then the processed fields in schema order. */
function renderPstlAdr(raw: string, capture: PstlAdrCapture, output: Record<string, unknown>): string {
  const openTag = raw.slice(0, capture.openTagEnd - capture.start).replace(/\/>$/, '>');
  const p = capture.prefix;
  const indent = capture.indent ?? '';
  const parts: string[] = [];
  for (const tag of POSTAL_ADDRESS_24_ORDER) {
    if (KEPT_AS_SENT.has(tag)) {
      for (const c of capture.children) if (c.tag === tag) parts.push(raw.slice(c.start - capture.start, c.end - capture.start));
      continue;
    }
    const field = Object.keys(JSON_TO_XML).find((k) => JSON_TO_XML[k] === tag)!;
    const value = output[field];
    const values = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
    for (const v of values) parts.push(`<${p}${tag}>${escapeText(String(v))}</${p}${tag}>`);
  }
  return `${openTag}${parts.map((part) => indent + part).join('')}${capture.closingIndent}</${p}PstlAdr>`;
}

export function xmlSource(path: string, run: BulkOptions): UnitSource {
  const stream = createReadStream(path, { encoding: 'utf8', highWaterMark: 256 * 1024 });
  async function* units(): AsyncGenerator<Unit> {
    const parser = new SaxesParser({ position: true });
    let buffer = '';
    let bufferStart = 0; // global offset of buffer[0]
    let emitted = 0; // global offset up to which text has been emitted
    const ready: Unit[] = [];
    const stack: Array<{ tag: string; name?: string }> = [];
    let nameText: string | undefined;
    let nameDepth = -1;
    let capture: PstlAdrCapture | undefined;
    let lastTextEnd = 0;

    const slice = (from: number, to: number) => buffer.slice(from - bufferStart, to - bufferStart);
    const roleOf = (): PartyRole | undefined => {
      for (let i = stack.length - 1; i >= 0; i--) {
        const role = run.roleByElement[stack[i]!.tag];
        if (role) return role;
      }
      return undefined;
    };

    parser.on('opentagstart', (tag) => {
      const local = localName(tag.name);
      const start = bufferStart + buffer.lastIndexOf('<', parser.position - 1 - bufferStart);
      if (capture) {
        if (stack.length === capture.depth + 1) {
          if (capture.indent === undefined) capture.indent = slice(lastTextEnd, start).trim() === '' ? slice(lastTextEnd, start) : '';
          capture.child = { tag: local, start, text: '', nested: false };
        } else if (capture.child) capture.child.nested = true;
      } else if (local === 'PstlAdr') {
        const parent = stack.at(-1);
        capture = {
          start, openTagEnd: start, prefix: tag.name.slice(0, tag.name.length - local.length), line: parser.line, column: parser.column,
          role: roleOf(), name: parent?.name, depth: stack.length, children: [], closingIndent: '', errors: [],
        };
      }
      if (local === 'Nm' && !capture) {
        nameDepth = stack.length;
        nameText = '';
      }
      stack.push({ tag: local });
    });
    parser.on('opentag', (tag) => {
      if (capture && stack.length === capture.depth + 1 && capture.openTagEnd === capture.start) {
        capture.openTagEnd = parser.position;
        lastTextEnd = parser.position;
        if (tag.isSelfClosing) capture.indent = '';
      }
    });
    // Text written directly inside PstlAdr, between its elements (not layout): no field holds it
    // and the rewrite, which writes the elements, would drop it (tenth review: "c/o Max Muster"
    // before StrtNm left the file with ACCEPT). The party is kept as sent.
    const strayText = (text: string) => {
      if (capture && stack.length === capture.depth + 1 && text.trim() !== '' && !capture.errors.some((e) => e.startsWith('text'))) capture.errors.push('text outside its elements');
    };
    parser.on('text', (text) => {
      if (nameText !== undefined) nameText += text;
      if (capture?.child && stack.length === capture.depth + 2) capture.child.text += text;
      strayText(text);
    });
    parser.on('cdata', (text) => {
      if (nameText !== undefined) nameText += text;
      if (capture?.child && stack.length === capture.depth + 2) capture.child.text += text;
      strayText(text);
    });
    parser.on('closetag', () => {
      const end = parser.position;
      stack.pop();
      if (nameText !== undefined && stack.length === nameDepth) {
        const parent = stack.at(-1);
        if (parent) parent.name = nameText.trim();
        nameText = undefined;
      }
      if (!capture) return;
      if (stack.length === capture.depth + 1 && capture.child) {
        capture.children.push({ ...capture.child, end });
        capture.child = undefined;
        lastTextEnd = end;
      } else if (stack.length === capture.depth) {
        const c = capture;
        capture = undefined;
        const closeStart = bufferStart + buffer.lastIndexOf('<', end - 1 - bufferStart);
        c.closingIndent = slice(lastTextEnd, closeStart).trim() === '' ? slice(lastTextEnd, closeStart) : '';
        if (c.start > emitted) ready.push({ kind: 'text', text: slice(emitted, c.start) });
        const raw = slice(c.start, end);
        emitted = end;
        const position = `line ${c.line}, column ${c.column}`;
        const unknown = c.children.filter((ch) => ch.nested && !KEPT_AS_SENT.has(ch.tag));
        // A field PostalAddress24 holds once, written twice (<StrtNm>Hauptstraße</StrtNm>
        // <StrtNm>Hinterhaus</StrtNm>): the second value overwrote the first, which left the file
        // with ACCEPT (tenth review). Only AdrLine repeats; such a party is kept as sent.
        const twice = [...new Set(c.children.filter((ch, i) => ch.tag !== 'AdrLine' && !KEPT_AS_SENT.has(ch.tag) && c.children.findIndex((d) => d.tag === ch.tag) !== i).map((ch) => ch.tag))];
        if (twice.length > 0) c.errors.push(`${twice.join(', ')} written more than once`);
        if (c.errors.length > 0 || unknown.length > 0) {
          const message = c.errors.length > 0 ? `malformed PstlAdr: ${c.errors.join('; ')}` : `malformed PstlAdr: unexpected nested content in ${unknown.map((u) => u.tag).join(', ')}`;
          ready.push({ kind: 'bad', position, raw, message, text: raw });
          return;
        }
        const address: PostalAddressXml = {};
        for (const ch of c.children) {
          if (KEPT_AS_SENT.has(ch.tag)) continue;
          const text = ch.text.trim();
          if (ch.tag === 'AdrLine') ((address.AdrLine ??= []) as string[]).push(text);
          else address[ch.tag] = text;
        }
        const request = withRunDefaults({ postalAddressXml: address, ...(c.name ? { name: c.name.slice(0, 140) } : {}) }, run, c.role);
        ready.push({
          kind: 'record',
          position,
          raw,
          request,
          // A PstlAdr has no place for a BIC, LEI or IBAN taken out of an AdrLine, and the message
          // is rewritten in place: such a party keeps its address as sent, as a rejected one does,
          // rather than lose the identifier from the file.
          render: (result: RecordResult) => (result.ok && result.decision !== 'REJECT' && result.extractedIdentifiers === undefined ? renderPstlAdr(raw, c, result.output as Record<string, unknown>) : raw),
        });
      }
    });
    parser.on('error', (error) => {
      if (capture) capture.errors.push(error.message);
      else ready.push({ kind: 'bad', position: `line ${parser.line}, column ${parser.column}`, raw: '', message: `XML: ${error.message}`, text: '' });
    });

    for await (const chunk of stream) {
      buffer += chunk as string;
      parser.write(chunk as string);
      // Text before the last '<' cannot hold an undetected PstlAdr start: it may go out now.
      if (!capture) {
        const lastOpen = buffer.lastIndexOf('<');
        const safe = lastOpen < 0 ? bufferStart + buffer.length : bufferStart + lastOpen;
        if (safe > emitted) {
          ready.push({ kind: 'text', text: slice(emitted, safe) });
          emitted = safe;
        }
      }
      const keepFrom = capture ? Math.min(emitted, capture.start) : emitted;
      if (keepFrom > bufferStart) {
        buffer = buffer.slice(keepFrom - bufferStart);
        bufferStart = keepFrom;
      }
      yield* ready.splice(0);
    }
    parser.close();
    const total = bufferStart + buffer.length;
    if (capture && capture.start > emitted) ready.push({ kind: 'text', text: slice(emitted, capture.start) });
    if (capture) ready.push({ kind: 'bad', position: `line ${capture.line}, column ${capture.column}`, raw: slice(capture.start, total), message: 'PstlAdr not closed before the end of the file', text: slice(capture.start, total) });
    else if (total > emitted) ready.push({ kind: 'text', text: slice(emitted, total) });
    yield* ready.splice(0);
  }
  return { units: units(), bytesRead: () => stream.bytesRead, totalBytes: statSync(path).size, format: 'xml' };
}
