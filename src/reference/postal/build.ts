// Compiles the npm data packages into the compact postal reference file (var/postal/). Runs at
// npm install (postinstall), from scripts/build-postal-data.ts, or on first use when missing.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { foldText } from '../countries';
import { ReferenceBuilder } from './builder';
import { serialise } from './compiledFile';
import { EXTRA_EXONYMS, LOCAL_NAMES } from './data/localNames';
import { PROJECT_ROOT } from './packageData';
import { addGeoNamesTowns, isLatinKey } from './sources/geonamesCities';
import { addNationalPostcodes } from './sources/nationalPostcodes';

// loader.ts names the same file (it does not import this module, to keep start-up light).
export const DEFAULT_COMPILED_FILE = join(PROJECT_ROOT, 'var', 'postal', 'postal-reference.tsv');

export interface BuildReport {
  file: string;
  towns: number;
  localities: Record<string, number>;
  bytes: number;
  millis: number;
}

export async function buildReference(): Promise<{ builder: ReferenceBuilder; towns: number; localities: Record<string, number> }> {
  const builder = new ReferenceBuilder();
  const towns = await addGeoNamesTowns(builder, (name) => isLatinKey(foldText(name)));
  const localities = await addNationalPostcodes(builder);
  for (const [country, local, english] of EXTRA_EXONYMS) {
    const town = builder.topTown(country, local);
    if (town !== undefined) builder.addAlternate(country, town, english);
  }
  for (const [country, english, local] of LOCAL_NAMES) {
    const town = builder.topTown(country, english);
    if (town !== undefined && builder.country(country).towns[town]!.name === english) builder.rename(country, town, local);
  }
  return { builder, towns, localities };
}

/** Builds and writes the compiled file atomically (a reader never sees half a file). */
export async function buildPostalData(file: string = DEFAULT_COMPILED_FILE): Promise<BuildReport> {
  const started = Date.now();
  const { builder, towns, localities } = await buildReference();
  const text = serialise(builder);
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
  return { file, towns, localities, bytes: Buffer.byteLength(text), millis: Date.now() - started };
}
