// Locates the npm data packages the postal reference is compiled from. Several of them declare
// `exports` that hide their data files, so they are found on disk rather than through require.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root: three levels above this file (src/reference/postal). */
export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** Folder of an installed package, searched from the project root upwards like Node does. */
export function packageDir(name: string): string {
  let dir = PROJECT_ROOT;
  for (;;) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`postal data package ${name} is not installed (run npm install)`);
    dir = parent;
  }
}

export interface PackageInfo {
  name: string;
  version: string;
  license: string;
}

export function packageInfo(name: string): PackageInfo {
  const manifest = JSON.parse(readFileSync(join(packageDir(name), 'package.json'), 'utf8')) as { version?: string; license?: string };
  return { name, version: manifest.version ?? 'unknown', license: manifest.license ?? 'see package' };
}

export function readPackageFile(name: string, file: string): string {
  return readFileSync(join(packageDir(name), file), 'utf8');
}

export function readPackageJson<T>(name: string, file: string): T {
  return JSON.parse(readPackageFile(name, file)) as T;
}
