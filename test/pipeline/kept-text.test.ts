// Text that stays in AddressLine stays as written (docs/conservation.md, fifth review): the proof
// compares words, so it cannot see a kept text whose words were reordered ("Avenida 5, Mayo, 2,
// Centro, de") or whose brackets and stops were cut ("Frankfurt (Oder"). Property: every piece of
// an output line (lines joined for the OutputMode are joined with ", ") stands in an input line as
// written, between separators, for addresses of the evaluation set with noise lines that share
// their words. (The word order inside a piece is checked by the review's cases, not here.)
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { run } from './run';

interface Row { id: string; expected: Record<string, string>; renderings: Array<{ lines: string[] }> }
const ROWS: Row[] = readFileSync('test/fixtures/structuring/eval-set.jsonl', 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Row);

/** Noise that reuses the address's own words, with marks on its edges. */
const noise = (e: Record<string, string>): string[] => [
  `Hotel ${e.townName ?? 'Central'} de la Paz`,
  `(${e.streetName ?? 'Main'} Business Centre)`,
  `Gate ${e.buildingNumber ?? '1'} (rear)`,
  `c/o ${e.townName ?? 'X'} Trading & Co.`,
  'Attn: "Accounts Payable"',
];

/** True when `piece` stands in `text` between separators (space, comma, semicolon, line edge): a bracket or stop left behind fails. */
function standsWhole(text: string, piece: string): boolean {
  for (let at = text.indexOf(piece); at >= 0; at = text.indexOf(piece, at + 1)) {
    if (/^[\s,;]?$/.test(text[at - 1] ?? '') && /^[\s,;]?$/.test(text[at + piece.length] ?? '')) return true;
  }
  return false;
}

describe('text kept in AddressLine is a piece of the input as written', () => {
  test('property over the evaluation set with noise lines', () => {
    const arb = fc.record({
      row: fc.constantFrom(...ROWS),
      rendering: fc.nat(),
      noise: fc.nat(),
      hybrid: fc.boolean(),
    });
    fc.assert(
      fc.property(arb, ({ row, rendering, noise: n, hybrid }) => {
        const lines = [noise(row.expected)[n % 5]!, ...row.renderings[rendering % row.renderings.length]!.lines].slice(0, 7);
        const postalAddress = hybrid ? { addressLine: lines, townName: row.expected.townName, country: row.expected.country } : { addressLine: lines };
        const output = run({ postalAddress } as never).response.result.output!;
        const written = lines.map((l) => l.replace(/\s+/g, ' ')).join('\n');
        for (const line of output.addressLine ?? []) {
          for (const piece of line.split(', ')) assert.ok(standsWhole(written, piece), `${JSON.stringify(postalAddress)} -> ${JSON.stringify(output.addressLine)}`);
        }
      }),
      { numRuns: 400, seed: 20261124 },
    );
  });
});
