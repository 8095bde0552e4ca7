// The party-address command end to end: a pacs.008 with several parties and a pain.001 with many
// transactions through the CLI, checked field by field against the pipeline and byte for byte
// outside PstlAdr; CSV and JSON Lines with bad rows (reported, rejected unchanged, the file goes
// on); the reject file and the self-contained HTML report.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { XMLParser } from 'fast-xml-parser';
import { parse } from 'csv-parse/sync';
import { createPostalServices } from '../../src/composition/postalServices';
import { processRecord } from '../../src/bulk/processRecords';
import { withRunDefaults, DEFAULT_ROLE_BY_ELEMENT } from '../../src/bulk/options';
import { POSTAL_ADDRESS_24_ORDER } from '../../src/bulk/xmlSource';
import type { PartyRole } from '../../src/model/enums';
import type { ProcessDependencies } from '../../src/pipeline/processPartyAddress';
import { pain001 } from './xmlFixtures';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PACS008 = fileURLToPath(new URL('./fixtures/pacs008.xml', import.meta.url));
const xml = new XMLParser({ parseTagValue: false, trimValues: true, isArray: (name) => name === 'AdrLine' });
const PSTL_ADR = /<PstlAdr>[\s\S]*?<\/PstlAdr>/g;
const JSON_OF: Record<string, string> = { StrtNm: 'streetName', BldgNb: 'buildingNumber', BldgNm: 'buildingName', Flr: 'floor', PstBx: 'postBox', Room: 'room', PstCd: 'postCode', TwnNm: 'townName', TwnLctnNm: 'townLocationName', DstrctNm: 'districtName', CtrySubDvsn: 'countrySubDivision', Ctry: 'country', AdrLine: 'addressLine' };

let dir: string;
let deps: ProcessDependencies;
before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'party-address-cli-'));
  const postal = await createPostalServices();
  deps = { endpoint: 'process', profile: undefined, now: new Date(), postal: postal.reference, verify: postal.verify };
});
after(() => rmSync(dir, { recursive: true, force: true }));

function cli(...args: string[]): { status: number | null; stderr: string } {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/party-address.ts', ...args, '--threads', '1', '--check-conservation'], { cwd: ROOT, encoding: 'utf8', env: { ...process.env } });
  return { status: run.status, stderr: run.stderr };
}

/** The text between PstlAdr elements, which must be identical in input and output. */
function outside(text: string): string[] {
  return text.split(PSTL_ADR);
}

/** Asserts one rewritten PstlAdr against the pipeline's answer for the same party. */
function assertRewritten(input: string, output: string, role: PartyRole | undefined, name: string | undefined, where: string): string {
  const inAdr = xml.parse(input).PstlAdr as Record<string, unknown>;
  const address: Record<string, unknown> = {};
  for (const [tag, value] of Object.entries(inAdr)) if (!['AdrTp', 'Dept', 'SubDept'].includes(tag)) address[tag] = value;
  const expected = processRecord(withRunDefaults({ postalAddressXml: address as Record<string, string>, ...(name ? { name } : {}) }, { roleByElement: DEFAULT_ROLE_BY_ELEMENT }, role), deps);
  assert.ok(expected.ok, where);
  if (expected.decision === 'REJECT') {
    assert.equal(output, input, `${where}: a rejected PstlAdr stays as it was`);
    return expected.decision;
  }
  const outAdr = xml.parse(output).PstlAdr as Record<string, unknown>;
  const fields: Record<string, unknown> = {};
  for (const [tag, value] of Object.entries(outAdr)) if (JSON_OF[tag]) fields[JSON_OF[tag]] = value;
  assert.deepEqual(fields, expected.output, `${where}: field by field`);
  // PostalAddress24 element order.
  const tags = [...output.matchAll(/<(\w+)>/g)].map((m) => m[1]!).filter((t) => t !== 'PstlAdr' && (POSTAL_ADDRESS_24_ORDER as readonly string[]).includes(t));
  const ranks = tags.map((t) => (POSTAL_ADDRESS_24_ORDER as readonly string[]).indexOf(t));
  assert.deepEqual(ranks, [...ranks].sort((a, b) => a - b), `${where}: element order ${tags.join(',')}`);
  // Kept as sent: AdrTp, Dept, SubDept.
  for (const kept of input.match(/<(AdrTp|Dept|SubDept)>[\s\S]*?<\/\1>/g) ?? []) assert.ok(output.includes(kept), `${where}: ${kept} kept`);
  return expected.decision;
}

describe('party-address process: ISO 20022 XML', () => {
  test('pacs.008 with several parties: every PstlAdr rewritten, every other byte unchanged', () => {
    const out = join(dir, 'pacs008.out.xml');
    const rejects = join(dir, 'pacs008.rejects.csv');
    const run = cli('process', PACS008, '--out', out, '--rejects', rejects);
    assert.equal(run.status, 0, run.stderr);
    const input = readFileSync(PACS008, 'utf8');
    const output = readFileSync(out, 'utf8');
    assert.deepEqual(outside(output), outside(input));
    const inAdrs = input.match(PSTL_ADR)!;
    const outAdrs = output.match(PSTL_ADR)!;
    assert.equal(outAdrs.length, 5);
    const parties: Array<[PartyRole | undefined, string]> = [['ultimate_debtor', 'Holding & Partners AG'], ['debtor', 'Acme GmbH'], [undefined, 'BNP Paribas'], ['creditor', 'Dupont SARL'], ['ultimate_creditor', 'Nobody']];
    const decisions = parties.map(([role, name], i) => assertRewritten(inAdrs[i]!, outAdrs[i]!, role, name, `PstlAdr ${i}`));
    assert.notEqual(outAdrs[1], inAdrs[1], 'the debtor address was structured');
    // The rejected party is in the reject file with its position and the element unchanged.
    const rows = parse(readFileSync(rejects, 'utf8'), { columns: true }) as Array<Record<string, string>>;
    assert.equal(rows.filter((r) => r.kind === 'REJECT').length, decisions.filter((d) => d === 'REJECT').length);
    const nobody = rows.find((r) => r.input === inAdrs[4]);
    assert.ok(nobody, 'the rejected PstlAdr is in the reject file unchanged');
    assert.match(nobody.position ?? "", /^line 44, column \d+$/);
  });

  test('pain.001 with 300 transactions: 330 PstlAdr rewritten in place, checked field by field', () => {
    const file = join(dir, 'pain001.xml');
    const out = join(dir, 'pain001.out.xml');
    writeFileSync(file, pain001(300));
    const run = cli('process', file, '--out', out);
    assert.equal(run.status, 0, run.stderr);
    const input = readFileSync(file, 'utf8');
    const output = readFileSync(out, 'utf8');
    assert.deepEqual(outside(output), outside(input));
    const inAdrs = input.match(PSTL_ADR)!;
    const outAdrs = output.match(PSTL_ADR)!;
    assert.equal(inAdrs.length, 330);
    assert.equal(outAdrs.length, 330);
    // Role and name of each party: the party element and Nm just before the PstlAdr.
    let offset = 0;
    inAdrs.forEach((adr, i) => {
      const at = input.indexOf(adr, offset);
      offset = at + adr.length;
      const before = input.slice(0, at);
      const party = [...before.matchAll(/<(Dbtr|Cdtr)>/g)].at(-1)![1]!;
      const name = [...before.matchAll(/<Nm>([^<]*)<\/Nm>/g)].at(-1)![1]!;
      assertRewritten(adr, outAdrs[i]!, DEFAULT_ROLE_BY_ELEMENT[party], name, `PstlAdr ${i}`);
    });
    assert.match(run.stderr, /330 records/);
  });
});

describe('party-address process: CSV and JSON Lines with bad rows', () => {
  test('CSV: bad rows reported with their line, rejected unchanged; the file goes on; nothing lost', () => {
    const file = join(dir, 'in.csv');
    const lines = [
      'name;street;city;country',
      'Acme GmbH;Friedrichstr. 43;10117 Berlin;DE',
      'Broken;"unclosed quote;x;DE',
      'Dupont;"31 rue Croix-des-Petits-Champs";"75001 Paris";FR',
      'Bad;"x"y;Wien;AT',
      'Nobody;;;',
      '"Multi',
      'line";Otto-Wagner-Platz 3;1090 Wien;AT',
    ];
    writeFileSync(file, `${lines.join('\n')}\n`);
    const out = join(dir, 'out.csv');
    const rejects = join(dir, 'rejects.csv');
    const report = join(dir, 'report.html');
    const run = cli('process', file, '--out', out, '--rejects', rejects, '--report', report, '--column', 'name=name', '--column', 'addressLine=street', '--column', 'addressLine=city', '--column', 'country=country');
    assert.equal(run.status, 0, run.stderr);
    const rows = parse(readFileSync(out, 'utf8'), { delimiter: ';', relax_column_count: false }) as string[][];
    assert.deepEqual(rows[0]!.slice(0, 5), ['name', 'street', 'city', 'country', 'decision']);
    const names = rows.slice(1).map((r) => r[0]);
    assert.deepEqual(names, ['Acme GmbH', 'Dupont', 'Nobody', 'Multi\nline']);
    const acme = rows[1]!;
    const header = rows[0]!;
    assert.equal(acme[header.indexOf('decision')], 'ACCEPT');
    assert.equal(acme[header.indexOf('out.TwnNm')], 'Berlin');
    const rejected = parse(readFileSync(rejects, 'utf8'), { columns: true }) as Array<Record<string, string>>;
    const malformed = rejected.filter((r) => r.kind === 'MALFORMED');
    assert.deepEqual(malformed.map((r) => [r.position, r.input]), [['line 3', lines[2]!], ['line 5', lines[4]!]]);
    // A debtor with no address at all: Country and TownName are recommended for __1 parties, not
    // required (spec 2.2), so the row is answered with both warnings, not rejected.
    const nobody = rows.find((r) => r[0] === 'Nobody')!;
    assert.equal(nobody[header.indexOf('decision')], 'ACCEPT');
    assert.match(nobody[header.indexOf('reasons')]!, /FLD-01/);
    assert.match(nobody[header.indexOf('reasons')]!, /FLD-03/);
    // Every input row is in the output or among the malformed rejects.
    assert.equal(rows.length - 1 + malformed.length, 6); // six data records: "Multi\nline" is one
    const html = readFileSync(report, 'utf8');
    assert.match(html, /<svg/);
    assert.doesNotMatch(html, /<script|https?:\/\//);
    assert.match(html, /Decisions by country/);
  });

  test('JSON Lines: a line that is not JSON is reported and rejected; the others get a result', () => {
    const file = join(dir, 'in.jsonl');
    const good = { postalAddress: { addressLine: ['Otto-Wagner-Platz 3', '1090 Wien'], country: 'AT' }, context: { reference: 'a' } };
    writeFileSync(file, `${JSON.stringify(good)}\n{not json\n${JSON.stringify({ addressLine: ['350 Fifth Avenue', 'New York NY 10118'], country: 'US' })}\n`);
    const out = join(dir, 'out.jsonl');
    const rejects = join(dir, 'rejects-jsonl.csv');
    const run = cli('process', file, '--out', out, '--rejects', rejects, '--quality', 'premium');
    assert.equal(run.status, 0, run.stderr);
    const lines = readFileSync(out, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    assert.equal(lines.length, 2);
    assert.deepEqual(lines[0].postalAddress, good.postalAddress);
    assert.equal(lines[0].result.decision, 'ACCEPT');
    assert.equal(lines[0].result.output.townName, 'Wien');
    const rejected = parse(readFileSync(rejects, 'utf8'), { columns: true }) as Array<Record<string, string>>;
    assert.deepEqual(rejected.map((r) => [r.position, r.kind, r.input]), [['line 2', 'MALFORMED', '{not json']]);
    assert.match(run.stderr, /line 2/);
  });
});
