// Free-text addresses for the bulk tests and benchmark, taken from the structuring evaluation set:
// every rendering of every entry, as AdrLine lines with the entry's country.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface FreeTextAddress {
  lines: string[];
  country: string;
}

export function evalAddresses(): FreeTextAddress[] {
  const path = fileURLToPath(new URL('../fixtures/structuring/eval-set.jsonl', import.meta.url));
  const out: FreeTextAddress[] = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    const entry = JSON.parse(line) as { country: string; renderings: Array<{ lines: string[] }> };
    for (const r of entry.renderings) if (r.lines.length <= 7 && r.lines.every((l) => l.length <= 70)) out.push({ lines: r.lines, country: entry.country });
  }
  return out;
}
