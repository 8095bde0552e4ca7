// Every data package the service reads is named, with its licence and attribution, in NOTICE
// and in docs/reference-data.md: the postal reference's own source list is the check.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createPostalServices } from '../../src/composition/postalServices';

const NOTICE = readFileSync('NOTICE', 'utf8');
const DOC = readFileSync('docs/reference-data.md', 'utf8').split('## Licences and attribution')[1] ?? '';
const OTHER_DATA_PACKAGES = ['i18n-iso-countries', 'ibantools', 'iso3166-2-db', '@fragaria/address-formatter'];

test('NOTICE and docs/reference-data.md name every data package with its licence', async () => {
  const postal = await createPostalServices();
  const sources = (postal.reference as unknown as { sources: { name: string }[] }).sources.map((s) => s.name);
  assert.ok(sources.length >= 8, sources.join());
  const dependencies = Object.keys(JSON.parse(readFileSync('package.json', 'utf8')).dependencies);
  for (const name of [...sources, ...OTHER_DATA_PACKAGES]) {
    assert.ok(dependencies.includes(name), `${name} is not a dependency`);
    assert.match(NOTICE, new RegExp(`^${name.replace(/[.@/]/g, '\\$&')} \\(`, 'm'), `NOTICE lacks ${name}`);
    assert.match(DOC, new RegExp(`^\\| ${name.replace('.', '\\.')} \\|`, 'm'), `docs/reference-data.md lacks ${name}`);
  }
  // The attributions the data licences require.
  assert.match(NOTICE, /© OpenStreetMap contributors|\(c\) OpenStreetMap contributors/);
  assert.match(NOTICE, /Open Database License \(ODbL\)/);
  assert.match(NOTICE, /GeoNames.*CC BY 4\.0|Creative Commons Attribution 4\.0/s);
});
