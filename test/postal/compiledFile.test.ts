// The compiled file is read lazily (issue 16): at start only each country's lines are found; a
// country is parsed on first use, or a few lines at a time by the warm-up after the server listens.
// Either way the index must be the one a whole parse gives.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, serialise, FORMAT_VERSION } from '../../src/reference/postal/compiledFile';
import { ReferenceBuilder } from '../../src/reference/postal/builder';
import { PROJECT_ROOT } from '../../src/reference/postal/packageData';
import { PostalReferenceIndex } from '../../src/reference/postal/reference';
import { subdivisionsOf } from '../../src/reference/postal/countryIndex';
import { loadCompiledReference, warmCompiledReference } from '../../src/reference/postal/loader';

const FILE = join(PROJECT_ROOT, 'var', 'postal', 'postal-reference.tsv');

test('reading the compiled file parses no country; countries() and the header are there at once', () => {
  const compiled = parse(readFileSync(FILE));
  assert.equal(compiled.version, FORMAT_VERSION);
  assert.ok(compiled.sources.length > 0);
  assert.ok(compiled.countries.size > 200);
  assert.ok([...compiled.countries.values()].every((c) => !c.built));
  const postal = new PostalReferenceIndex(compiled.countries.values(), compiled.sources);
  assert.deepEqual(postal.countries(), [...compiled.countries.keys()].sort());
  assert.ok([...compiled.countries.values()].every((c) => !c.built), 'listing the countries parses none');
  assert.equal(postal.findTown('LU', 'Luxembourg')[0]?.name, 'Luxembourg');
  assert.ok(compiled.countries.get('LU')!.built);
  assert.equal(compiled.countries.get('DE')!.built, false, 'a question about LU parses LU only');
});

test('a country parsed a few lines at a time is the country parsed at once', () => {
  const bytes = readFileSync(FILE);
  const whole = parse(bytes);
  const stepped = parse(bytes);
  for (const code of ['DE', 'NL', 'GB', 'MY']) {
    const country = stepped.countries.get(code)!;
    let steps = 0;
    while (!country.step(7)) steps++;
    assert.ok(steps > 10, code);
    assert.deepEqual(country.get(), whole.countries.get(code)!.get(), code);
  }
});

test('lines of every kind, a country without lines and a file without a final newline', () => {
  const builder = new ReferenceBuilder();
  const aa = builder.country('AA');
  aa.admin1.set('01', 'First Region');
  aa.towns.push({ name: 'Ærøskøbing', population: 1234, subdivisions: ['01'], keys: ['AEROSKOBING', 'AROSKOBING'] });
  aa.postcodes.set('1000', new Set([0]));
  aa.postcodes.set('1001', new Set());
  builder.country('BB');
  builder.country('CC').towns.push({ name: 'Zed', population: 0, subdivisions: [], keys: ['ZED'] });
  const text = serialise(builder);
  for (const variant of [text, text.slice(0, -1)]) {
    const compiled = parse(Buffer.from(variant));
    assert.deepEqual([...compiled.countries.keys()], ['AA', 'BB', 'CC']);
    const index = compiled.countries.get('AA')!.get();
    assert.deepEqual([...index.names], ['Ærøskøbing']);
    assert.deepEqual([...index.population], [1234]);
    assert.deepEqual([subdivisionsOf(index, 0)], [['01']]);
    assert.deepEqual([...index.keys.entries()], [['AEROSKOBING', [0]], ['AROSKOBING', [0]]]);
    assert.deepEqual([...index.postcodes.entries()], [['1000', [0]], ['1001', []]]);
    assert.deepEqual([...index.admin1], [['01', 'First Region']]);
    assert.equal(compiled.countries.get('BB')!.get().names.length, 0);
    assert.deepEqual([...compiled.countries.get('CC')!.get().names], ['Zed']);
  }
});

test('the warm-up parses every country, leaving the event loop free between steps', async () => {
  const compiled = await loadCompiledReference();
  let ticks = 0;
  const timer = setInterval(() => ticks++, 0);
  try {
    await warmCompiledReference();
  } finally {
    clearInterval(timer);
  }
  assert.ok([...compiled.countries.values()].every((c) => c.built));
  assert.ok(ticks > 10, `timers ran ${ticks} times during the warm-up`);
});
