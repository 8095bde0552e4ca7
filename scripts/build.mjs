// `npm run build` (also run by `npm install` through `prepare`): compiles the service into dist/
// with esbuild, one bundle per entry point, npm packages left as imports. tsc checks types
// (`npm run typecheck`) but cannot emit runnable ESM from the extensionless imports the sources use.
//
// Each bundle keeps its source's depth under the project root (src/cli/serve.ts becomes
// dist/src/cli/serve.js), so paths the code resolves from import.meta.url (web/portal, var/postal,
// node_modules, the audit worker) reach the same files from dist as from src.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';

export const ENTRY_POINTS = ['src/cli/serve.ts', 'src/audit/sqliteAuditWriter.worker.ts'];

rmSync('dist', { recursive: true, force: true });
const started = Date.now();
await build({
  entryPoints: ENTRY_POINTS,
  outbase: '.',
  outdir: 'dist',
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
});
console.log(`built ${ENTRY_POINTS.length} entry points into dist/ in ${Date.now() - started} ms`);
