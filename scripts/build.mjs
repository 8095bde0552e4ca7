// `npm run build` (also run by `npm install` through `prepare`): compiles the service into dist/
// with esbuild, one bundle per entry point. tsc checks types (`npm run typecheck`) but cannot emit
// runnable ESM from the extensionless imports the sources use.
//
// npm packages stay imports (node_modules), except the ES-module packages in BUNDLED_PACKAGES
// and whatever they import: Node resolves, reads and compiles every file of an ES-module package
// separately, and typebox (373 files), kysely (262) and jose (46) made most of the module loading
// at start (issue 16). They are pure JavaScript without files of their own to read, so bundling
// them changes nothing but the start-up time.
//
// Each bundle keeps its source's depth under the project root (src/cli/serve.ts becomes
// dist/src/cli/serve.js), so paths the code resolves from import.meta.url (web/portal, var/postal,
// node_modules, the audit worker) reach the same files from dist as from src.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';

export const ENTRY_POINTS = ['src/cli/serve.ts', 'src/audit/sqliteAuditWriter.worker.ts'];
export const BUNDLED_PACKAGES = ['typebox', 'kysely', 'jose', 'csv-parse', 'csv-stringify', 'fast-xml-parser'];

const packageName = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

/** Bare imports from our sources stay external unless listed; a bundled package's own imports are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:') || args.kind === 'entry-point') return undefined;
      const fromPackage = /[\\/]node_modules[\\/]/.test(args.importer);
      if (fromPackage || BUNDLED_PACKAGES.includes(packageName(args.path))) return undefined;
      return { path: args.path, external: true };
    });
  },
};

rmSync('dist', { recursive: true, force: true });
const started = Date.now();
await build({
  entryPoints: ENTRY_POINTS,
  outbase: '.',
  outdir: 'dist',
  bundle: true,
  plugins: [externalPackages],
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
});
console.log(`built ${ENTRY_POINTS.length} entry points into dist/ in ${Date.now() - started} ms`);
