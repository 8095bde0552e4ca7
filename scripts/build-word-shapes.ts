// Builds src/structuring/tables/wordShapes.json: how often each three-letter sequence occurs in
// the names of the world's towns (the compiled postal reference: GeoNames towns of every country
// with their alternate names, CC BY 4.0), with the start and end of each word marked. The
// structuring engine reads it to tell whether a line cut at 35 characters split a word ("FARRI" /
// "NGDON") or fell between two ("BOURKE RD" / "MASCOT"): src/structuring/CONVENTIONS.md, "Lines cut
// at 35 characters inside words". Run after `npm install` built var/postal:
// `npx tsx scripts/build-word-shapes.ts` (the table is committed: the engine never builds it).
import { readFileSync, writeFileSync } from 'node:fs';
import { DEFAULT_COMPILED_FILE } from '../src/reference/postal/build';
import { foldName } from '../src/reference/postal/fold';
import { WORD_END, WORD_START } from '../src/structuring/wordShapes';

const OUT = new URL('../src/structuring/tables/wordShapes.json', import.meta.url);
/** Sequences seen fewer times are left out (rare spellings; the model smooths what is missing). */
const MIN_COUNT = 2;

const counts = new Map<string, number>();
let words = 0;
for (const row of readFileSync(DEFAULT_COMPILED_FILE, 'utf8').split('\n')) {
  if (!row.startsWith('T\t')) continue;
  const cols = row.split('\t');
  for (const name of [cols[1] ?? '', ...(cols[4] ?? '').split('|')]) {
    for (const word of foldName(name).split(' ')) {
      if (word.length < 2 || !/^[A-Z]+$/.test(word)) continue;
      words++;
      const marked = WORD_START + WORD_START + word + WORD_END;
      for (let i = 2; i < marked.length; i++) {
        const key = marked.slice(i - 2, i + 1);
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
  }
}
const kept = [...counts].filter(([, n]) => n >= MIN_COUNT).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
writeFileSync(OUT, `${JSON.stringify({ source: 'GeoNames town names and alternate names of the compiled postal reference (CC BY 4.0)', words, trigrams: Object.fromEntries(kept) })}\n`);
console.log(`word shapes: ${words} words, ${kept.length} sequences -> ${OUT.pathname}`);
