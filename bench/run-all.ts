// Runs every benchmark of bench/ one after the other (never two at once: they would share the
// two cores) and records what each printed: bench/results/latest.json for tools and
// bench/results/latest.md for people, with the date, the commit and the machine. Every line that
// states a rate, a latency, a ratio, a duration or a memory figure goes into the table.
// Usage: npm run bench [-- --only http,pipeline]   (the soak benchmark only with --only soak)
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { only: { type: 'string' } } });

/** Benchmarks that take many minutes (soak: a million requests): run only when --only names them. */
const LONG = ['soak'];

/** The bench:* scripts of package.json, in the order they are declared. */
const scripts = Object.keys((JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts)
  .filter((name) => name.startsWith('bench:') && name !== 'bench:profile')
  .map((name) => name.slice('bench:'.length))
  .filter((name) => (values.only ? values.only.split(',').includes(name) : !LONG.includes(name)));

const FIGURE = /\d[\d,.]*\s*(µs|req\/s|addresses\/s|lookups\/s|records\/s|\/s|ms|MB|s\b|%)|ratio/i;

interface BenchResult {
  name: string;
  exitCode: number | null;
  seconds: number;
  figures: string[];
  output: string;
}

const results: BenchResult[] = [];
for (const name of scripts) {
  process.stdout.write(`bench:${name} ... `);
  const started = performance.now();
  const run = spawnSync('npm', ['run', '--silent', `bench:${name}`], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const output = `${run.stdout ?? ''}${run.stderr ?? ''}`;
  const seconds = (performance.now() - started) / 1000;
  const figures = output.split('\n').map((line) => line.trim()).filter((line) => FIGURE.test(line));
  results.push({ name, exitCode: run.status, seconds, figures, output });
  console.log(`${run.status === 0 ? 'done' : `FAILED (exit ${run.status})`} in ${seconds.toFixed(0)} s`);
}

const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
const machine = { cpus: cpus().length, cpuModel: cpus()[0]?.model, memoryGiB: Math.round(totalmem() / 2 ** 30), loadAverage: loadavg().map((l) => Number(l.toFixed(2))), node: process.version };
const date = new Date().toISOString();
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/latest.json', `${JSON.stringify({ date, commit, machine, results }, null, 2)}\n`);

const escape = (text: string) => text.replace(/\|/g, '\\|');
const table = [
  `# Benchmarks, ${date.slice(0, 10)}, commit ${commit}`,
  '',
  `Machine: ${machine.cpus} cores (${machine.cpuModel}), ${machine.memoryGiB} GiB, Node ${machine.node}, load average at the end ${machine.loadAverage.join(' / ')}.`,
  '',
  '| benchmark | exit | time | figures |',
  '|---|---|---|---|',
  ...results.map((r) => `| bench:${r.name} | ${r.exitCode} | ${r.seconds.toFixed(0)} s | ${r.figures.map(escape).join('<br>')} |`),
  '',
];
writeFileSync('bench/results/latest.md', table.join('\n'));
console.log('\nwrote bench/results/latest.json and bench/results/latest.md');
if (results.some((r) => r.exitCode !== 0)) process.exitCode = 1;
