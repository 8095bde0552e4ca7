// Bulk benchmark (issue 15): one million free-text addresses through the party-address CLI, on
// every core, timed from the command's start to its end (worker start-up included), with the
// peak RSS of the CLI process. The addresses are the evaluation set's renderings (three address
// lines and a country per CSV row), the 1-3 digit building numbers varied so rows are not copies.
// On Linux it also prints the CPU time of the CLI (all its threads, read from /proc while it runs):
// on a shared machine the rate depends on the neighbours, the CPU per address much less.
// Usage: npm run bench:bulk [-- --count 1000000 --threads N]
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { stringify } from 'csv-stringify/sync';
import { evalAddresses } from '../test/bulk/evalAddresses';

const { values } = parseArgs({ options: { count: { type: 'string', default: '1000000' }, threads: { type: 'string' } } });
const count = Number(values.count);
const dir = mkdtempSync(join(tmpdir(), 'bench-bulk-'));
const input = join(dir, 'addresses.csv');

// Renderings of up to three lines, so that every line fits the three address columns.
const addresses = evalAddresses().filter((a) => a.lines.length <= 3);
const file = createWriteStream(input);
file.write('address1,address2,address3,country\n');
for (let i = 0; i < count; i++) {
  const a = addresses[i % addresses.length]!;
  const lines = [...a.lines];
  const round = Math.floor(i / addresses.length);
  if (round > 0) lines[0] = lines[0]!.replace(/\b(\d{1,3})\b/, (n) => String(((Number(n) + round * 7) % 250) + 1));
  while (lines.length < 3) lines.push('');
  if (!file.write(stringify([[...lines.slice(0, 3), a.country]]))) await once(file, 'drain');
}
file.end();
await once(file, 'finish');

console.log(`bulk benchmark: ${count} free-text addresses (${addresses.length} distinct renderings, building numbers varied), ${availableParallelism()} cores, load average before ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
const started = performance.now();
const args = ['--import', 'tsx', 'src/cli/party-address.ts', 'process', input, '--out', join(dir, 'out.csv'), '--rejects', join(dir, 'rejects.csv'), '--report', join(dir, 'report.html')];
if (values.threads) args.push('--threads', values.threads);
const child = spawn(process.execPath, args, { stdio: ['ignore', 'inherit', 'pipe'] });
let stderr = '';
child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
// utime + stime of the whole process (fields 14 and 15 of /proc/PID/stat, in clock ticks of 1/100 s).
let cpuSeconds: number | undefined;
const sampleCpu = () => {
  try {
    const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    cpuSeconds = (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    // not Linux, or the process has ended: keep the last sample
  }
};
const sampler = setInterval(sampleCpu, 100);
const [code] = (await once(child, 'exit')) as [number];
clearInterval(sampler);
const seconds = (performance.now() - started) / 1000;
console.log(stderr.trim().split('\n').at(-1));
if (cpuSeconds !== undefined) console.log(`CPU of the CLI, all threads: ${cpuSeconds.toFixed(1)} s (${((cpuSeconds * 1e6) / count).toFixed(0)} µs per address, last sample before the end)`);
console.log(`${count} addresses in ${seconds.toFixed(1)} s = ${(count / seconds).toFixed(0)} addresses/s (target: 60 s, about 17,000/s); exit ${code}; load average after ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
rmSync(dir, { recursive: true, force: true });
