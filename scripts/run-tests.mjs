// Runs every test file under test/ with Node's own test runner (TypeScript through tsx).
// Node 20 has no glob support in --test, so the files are listed here.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

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
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=spec', ...files], {
  stdio: 'inherit',
  env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' },
});
process.exit(result.status ?? 1);
