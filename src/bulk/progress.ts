// Progress of a bulk run on stderr: a bar with rate and time left when stderr is a terminal,
// else nothing until the one summary line at the end (logs and CI stay clean).
export interface Progress {
  update(records: number, bytesRead: number): void;
  /** A line about one record (a bad row), above the bar. */
  note(text: string): void;
  finish(summary: string): void;
}

function clock(seconds: number): string {
  if (!Number.isFinite(seconds)) return '--:--';
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export function createProgress(stream: NodeJS.WriteStream, totalBytes: number): Progress {
  const started = performance.now();
  let lastDraw = 0;
  const tty = stream.isTTY === true;
  return {
    update(records, bytesRead) {
      if (!tty) return;
      const now = performance.now();
      if (now - lastDraw < 200) return;
      lastDraw = now;
      const elapsed = (now - started) / 1000;
      const share = totalBytes > 0 ? Math.min(1, bytesRead / totalBytes) : 0;
      const rate = records / Math.max(elapsed, 0.001);
      const eta = share > 0 ? (elapsed / share) * (1 - share) : Infinity;
      const width = 30;
      const filled = Math.round(share * width);
      stream.write(`\r[${'#'.repeat(filled)}${' '.repeat(width - filled)}] ${(share * 100).toFixed(0).padStart(3)}%  ${records} records  ${rate.toFixed(0)}/s  ${clock(eta)} left `);
    },
    note(text) {
      stream.write(tty ? `\r\x1b[K${text}\n` : `${text}\n`);
      lastDraw = 0;
    },
    finish(summary) {
      if (tty) stream.write('\r\x1b[K');
      stream.write(`${summary}\n`);
    },
  };
}
