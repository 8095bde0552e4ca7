// Runs every test file under test/ with Node's own test runner (TypeScript through tsx).
// Node 20 has no glob support in --test, so the files are listed here.
//
// Two passes: first every file on the embedded default (in-memory SQLite, memory rate limits),
// then the storage, HTTP, operations, accounts, production and postal-import files again with TEST_BACKEND=postgres
// (PostgreSQL at TEST_DATABASE_URL, Redis at TEST_REDIS_URL; test/helpers/backend.ts). The same
// tests, never mocked. TEST_BACKEND=sqlite|postgres in the environment runs that pass only.
// `node scripts/run-tests.mjs <substring>...` runs the matching files (in both passes).
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';

const ACCOUNTING_REPORTER = fileURLToPath(new URL('./test-accounting-reporter.mjs', import.meta.url));

/** The files whose subject is storage or what sits on it; the second pass runs these. */
const BACKEND_SUITES = ['test/storage/', 'test/http/', 'test/ops/', 'test/accounts/', 'test/production/', 'test/postal/import'];

function findTests(dir) {
  const found = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (entry === 'fixtures' || entry === 'node_modules') continue;
    if (statSync(path).isDirectory()) found.push(...findTests(path));
    else if (entry.endsWith('.test.ts')) found.push(path);
  }
  return found;
}

const filter = process.argv.slice(2);
const files = findTests('test').filter((f) => filter.length === 0 || filter.some((p) => f.includes(p))).sort();
if (files.length === 0) {
  console.error('no test files found');
  process.exit(1);
}

/** Runs the files in one test process; returns its exit status and, per file, the tests queued and the results reported. */
function runFiles(backend, passFiles) {
  // A test that hangs fails after TEST_TIMEOUT_MS. No --test-force-exit: with it, Node 20's runner
  // exits as soon as the files are done and drops the results its reporters have not yet written
  // (a full run showed fewer tests than exist, with no failure). A file that leaves a handle open
  // would hold its pass instead: the pass is stopped after TEST_PASS_TIMEOUT_MS and fails, naming
  // the files whose results did not all arrive.
  const timeout = process.env.TEST_TIMEOUT_MS ?? '300000';
  const passTimeout = Number(process.env.TEST_PASS_TIMEOUT_MS ?? 40 * 60_000);
  const accounting = join(mkdtempSync(join(tmpdir(), 'pas-tests-')), 'results.txt');
  writeFileSync(accounting, '');
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--test', `--test-timeout=${timeout}`, '--test-reporter=spec', '--test-reporter-destination=stdout', `--test-reporter=${ACCOUNTING_REPORTER}`, '--test-reporter-destination=/dev/null', ...passFiles],
    { stdio: 'inherit', timeout: passTimeout, killSignal: 'SIGKILL', env: { ...process.env, TEST_BACKEND: backend, LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent', TEST_ACCOUNTING_FILE: accounting } },
  );
  if (result.error) console.error(`test process stopped: ${result.error.message}`);
  const counts = new Map(passFiles.map((file) => [resolve(file), { queued: 0, reported: 0, failed: 0 }]));
  for (const line of readFileSync(accounting, 'utf8').split('\n')) {
    if (!line) continue;
    const space = line.indexOf(' ');
    const entry = counts.get(JSON.parse(line.slice(space + 1)));
    if (!entry) continue;
    if (line.startsWith('enqueue ')) entry.queued += 1;
    else entry.reported += 1;
    if (line.startsWith('fail ')) entry.failed += 1;
  }
  rmSync(dirname(accounting), { recursive: true, force: true });
  return { status: result.status ?? 1, counts };
}

/**
 * One pass over the files. A file that seemed to pass but whose tests did not all report a result
 * (or that reported nothing) runs again alone, and fails the pass unless every test reports then
 * (scripts/test-accounting-reporter.mjs): a lost result must not pass unseen.
 */
function runPass(backend, passFiles) {
  if (passFiles.length === 0) return 0;
  console.log(`\n=== test pass: ${backend} (${passFiles.length} files) ===`);
  const first = runFiles(backend, passFiles);
  let status = first.status;
  let total = 0;
  const incomplete = [];
  for (const [file, { queued, reported, failed }] of first.counts) {
    total += reported;
    // A file that failed already fails the pass: only a file that seemed to pass is run again.
    if (failed === 0 && (queued === 0 || reported < queued)) incomplete.push([file, queued, reported]);
  }
  for (const [file, queued, reported] of incomplete) {
    console.log(`\n${relative(process.cwd(), file)}: ${reported} of ${queued} tests reported a result; running it again alone`);
    const again = runFiles(backend, [file]);
    const { queued: q, reported: r } = again.counts.get(file);
    if (again.status !== 0 || q === 0 || r < q) {
      console.error(`${relative(process.cwd(), file)}: ${r} of ${q} tests reported a result on its own run (exit ${again.status})`);
      status = again.status || 1;
    }
  }
  console.log(`test pass ${backend}: ${total} test results from ${passFiles.length} files${incomplete.length ? `, ${incomplete.length} file(s) run again` : ''}`);
  return status;
}

/**
 * Drops test schemas that a killed run left behind (names from test/helpers/backend.ts carry their
 * creation time); only ones older than six hours, so no run still going loses its schema.
 */
async function dropStaleSchemas() {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test', connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    const { rows } = await client.query("select schema_name from information_schema.schemata where schema_name like 'pas\\_test\\_%'");
    for (const { schema_name: name } of rows) {
      const createdMs = parseInt(name.split('_')[3] ?? '', 36);
      if (Number.isFinite(createdMs) && Date.now() - createdMs > 6 * 3_600_000) await client.query(`drop schema if exists "${name}" cascade`);
    }
  } catch (error) {
    console.error(`could not sweep stale test schemas: ${error.message}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

const only = process.env.TEST_BACKEND;
const passes = only ? [[only, files]] : [['sqlite', files], ['postgres', files.filter((f) => BACKEND_SUITES.some((s) => f.replaceAll('\\', '/').startsWith(s)))]];
let status = 0;
for (const [backend, passFiles] of passes) {
  if (backend === 'postgres' && passFiles.length > 0) await dropStaleSchemas();
  const code = runPass(backend, passFiles);
  if (code !== 0) {
    console.error(`test pass ${backend} failed (exit ${code})`);
    status = code;
  }
}
process.exit(status);
