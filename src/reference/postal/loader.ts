// Loads the compiled postal reference, building it first when it is missing, stale (other data
// package versions) or made with another text folding; then lays imported overrides over it.
// Loading finds each country's lines only; a country is parsed when first asked for, and
// warmCompiledReference parses the rest a few lines at a time once the service is up.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FORMAT_VERSION, foldSignature, parse, type CompiledReference } from './compiledFile';
import { applyImportedRows, type ImportedPostalRow } from './overrides';
import { packageInfo, PROJECT_ROOT } from './packageData';
import { PostalReferenceIndex } from './reference';

/** Same path as build.ts's DEFAULT_COMPILED_FILE; the builder is imported only when a build is needed. */
const DEFAULT_COMPILED_FILE = join(PROJECT_ROOT, 'var', 'postal', 'postal-reference.tsv');

const cache = new Map<string, Promise<CompiledReference>>();

function isCurrent(compiled: CompiledReference): boolean {
  if (compiled.version !== FORMAT_VERSION || compiled.foldSignature !== foldSignature()) return false;
  try {
    return compiled.sources.every((s) => packageInfo(s.name).version === s.version);
  } catch {
    return false; // a source package is gone: rebuild, which reports what is missing
  }
}

async function readCompiled(file: string): Promise<CompiledReference> {
  if (existsSync(file)) {
    const compiled = parse(readFileSync(file));
    if (isCurrent(compiled)) return compiled;
  }
  const { buildPostalData } = await import('./build');
  await buildPostalData(file);
  return parse(readFileSync(file));
}

/** The bundled reference (read once per process and file; countries are parsed on first use). */
export function loadCompiledReference(file: string = DEFAULT_COMPILED_FILE): Promise<CompiledReference> {
  let loading = cache.get(file);
  if (!loading) {
    loading = readCompiled(file);
    cache.set(file, loading);
    loading.catch(() => cache.delete(file));
  }
  return loading;
}

/** Lines parsed per warm-up step: a few milliseconds, so a request never waits long behind one. */
export const WARM_LINES_PER_STEP = 2_000;

/**
 * Parses every country not parsed yet, WARM_LINES_PER_STEP lines per turn of the event loop
 * (setImmediate), so requests are answered in between; a request for a country not reached yet
 * parses that country at once. Resolves when every country is parsed.
 */
export async function warmCompiledReference(file: string = DEFAULT_COMPILED_FILE, linesPerStep = WARM_LINES_PER_STEP): Promise<void> {
  const compiled = await loadCompiledReference(file);
  for (const country of compiled.countries.values()) {
    while (!country.step(linesPerStep)) await new Promise<void>((resolve) => setImmediate(resolve));
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/** Bundled data with imported rows taking precedence for the countries they cover. */
export async function loadReference(options: { file?: string; importedRows?: readonly ImportedPostalRow[] } = {}): Promise<PostalReferenceIndex> {
  const compiled = await loadCompiledReference(options.file);
  const countries = options.importedRows && options.importedRows.length > 0 ? applyImportedRows(compiled.countries, options.importedRows) : compiled.countries;
  return new PostalReferenceIndex(countries.values(), compiled.sources);
}
