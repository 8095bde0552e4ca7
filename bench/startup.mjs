// Start-up to ready: spawns the service and times "Server listening" (the log line after the
// port is open; issue 16: under 1 s compiled), compiled (dist) and from source (tsx), alternating
// the two so a busy machine weighs on both alike. `npm run build` first.
// Also the CPU time the process used until then (user + system of every thread, /proc), which a
// busy machine inflates far less than the wall-clock time, and the RSS then. The service then
// parses and compiles what it left to first use (src/composition/warmUp.ts); the run waits for
// its "warm-up done" line and reports how long it took and the RSS after it (budget 300 MB).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SIDES = {
  compiled: ['dist/src/cli/serve.js'],
  tsx: ['--import', 'tsx', 'src/cli/serve.ts'],
};
const ROUNDS = Number(process.argv[2] ?? 3);

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

function startOnce(args, port) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(process.execPath, args, { env: { ...process.env, PORT: String(port), DATA_DIR: mkdtempSync(join(tmpdir(), 'pas-startup-')), LOG_LEVEL: 'info' }, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    let ready;
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (!ready && output.includes('Server listening')) {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
        const cpuMs = ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in 1/100 s
        ready = { ms, cpuMs, rss: rssMb(child.pid) };
      }
      const warmed = /"seconds":([\d.]+)[^\n]*warm-up done/.exec(output);
      if (ready && warmed && ready.warmSeconds === undefined) {
        ready.warmSeconds = Number(warmed[1]);
        ready.warmRss = rssMb(child.pid);
        child.once('exit', () => resolve(ready));
        child.kill('SIGTERM');
      }
    });
    child.once('error', reject);
  });
}

const runs = { compiled: [], tsx: [] };
for (let round = 0; round < ROUNDS; round++) {
  for (const side of Object.keys(SIDES)) runs[side].push(await startOnce(SIDES[side], 21000 + round));
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (const [side, list] of Object.entries(runs)) {
  const times = list.map((r) => r.ms);
  const cpu = list.map((r) => r.cpuMs);
  console.log(
    `${side}: wall median ${median(times).toFixed(0)} ms, min ${Math.min(...times).toFixed(0)} ms (${times.map((t) => t.toFixed(0)).join(', ')}); ` +
      `CPU median ${median(cpu).toFixed(0)} ms, min ${Math.min(...cpu).toFixed(0)} ms; RSS at listen ${median(list.map((r) => r.rss)).toFixed(0)} MB; ` +
      `warm-up ${median(list.map((r) => r.warmSeconds)).toFixed(2)} s, then RSS ${median(list.map((r) => r.warmRss)).toFixed(0)} MB (max ${Math.max(...list.map((r) => r.warmRss)).toFixed(0)})`,
  );
}
