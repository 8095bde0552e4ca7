// Start-up to ready: spawns the service and times "Server listening" (the log line after the
// postal reference is loaded and the port is open), compiled (dist) and from source (tsx),
// alternating the two so a busy machine weighs on both alike. `npm run build` first.
// Also the CPU time the process used until then (user + system, /proc), which a busy machine
// inflates far less than the wall-clock time.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SIDES = {
  compiled: ['dist/src/cli/serve.js'],
  tsx: ['--import', 'tsx', 'src/cli/serve.ts'],
};
const ROUNDS = Number(process.argv[2] ?? 3);

function startOnce(args, port) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(process.execPath, args, { env: { ...process.env, PORT: String(port), DATA_DIR: mkdtempSync(join(tmpdir(), 'pas-startup-')), LOG_LEVEL: 'info' }, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('Server listening')) {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
        const cpuMs = ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in 1/100 s
        child.once('exit', () => resolve({ ms, cpuMs }));
        child.kill('SIGTERM');
      }
    });
    child.once('error', reject);
  });
}

const times = { compiled: [], tsx: [] };
const cpu = { compiled: [], tsx: [] };
for (let round = 0; round < ROUNDS; round++) {
  for (const side of Object.keys(SIDES)) {
    const { ms, cpuMs } = await startOnce(SIDES[side], 21000 + round);
    times[side].push(ms);
    cpu[side].push(cpuMs);
  }
}
for (const [side, list] of Object.entries(times)) {
  const sorted = [...list].sort((a, b) => a - b);
  const cpuSorted = [...cpu[side]].sort((a, b) => a - b);
  console.log(`${side}: wall median ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms, min ${sorted[0].toFixed(0)} ms (${list.map((t) => t.toFixed(0)).join(', ')}); CPU median ${cpuSorted[Math.floor(cpuSorted.length / 2)].toFixed(0)} ms, min ${cpuSorted[0].toFixed(0)} ms`);
}
