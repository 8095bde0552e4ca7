// The run's tallies (decisions by country, reasons, repairs, bad pieces) and the HTML report
// built from them: one self-contained file with inline SVG charts, no script and no CDN, so it
// opens anywhere, offline, and can be mailed as it is.
import type { Decision } from '../model/enums';
import type { RecordResult } from './record';

export interface Tally {
  records: number;
  bad: number;
  byDecision: Record<Decision, number>;
  byCountry: Map<string, Record<Decision, number>>;
  reasons: Map<string, { count: number; message: string; severity: string }>;
  repaired: number;
  partiallyRepaired: number;
}

export function newTally(): Tally {
  return { records: 0, bad: 0, byDecision: { ACCEPT: 0, PARTIAL_SUCCESS: 0, REJECT: 0 }, byCountry: new Map(), reasons: new Map(), repaired: 0, partiallyRepaired: 0 };
}

export function addToTally(tally: Tally, result: RecordResult, country: string | undefined): void {
  if (!result.ok) {
    tally.bad++;
    return;
  }
  tally.records++;
  tally.byDecision[result.decision]++;
  const key = result.output.country ?? country ?? '??';
  let row = tally.byCountry.get(key);
  if (!row) tally.byCountry.set(key, (row = { ACCEPT: 0, PARTIAL_SUCCESS: 0, REJECT: 0 }));
  row[result.decision]++;
  if (result.status === 'REPAIRED') tally.repaired++;
  if (result.status === 'PARTIALLY_REPAIRED') tally.partiallyRepaired++;
  for (const r of result.reasons) {
    const seen = tally.reasons.get(r.code);
    if (seen) seen.count++;
    else tally.reasons.set(r.code, { count: 1, message: r.message, severity: r.severity });
  }
}

const COLOURS: Record<Decision, string> = { ACCEPT: '#2e7d32', PARTIAL_SUCCESS: '#f9a825', REJECT: '#c62828' };

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function pct(part: number, whole: number): string {
  return whole === 0 ? '0.0%' : `${((100 * part) / whole).toFixed(1)}%`;
}

/** Horizontal stacked bars: one row per country (the 25 largest), segments per decision. */
function countryChart(tally: Tally): string {
  const rows = [...tally.byCountry.entries()].map(([country, d]) => ({ country, d, total: d.ACCEPT + d.PARTIAL_SUCCESS + d.REJECT })).sort((a, b) => b.total - a.total).slice(0, 25);
  const max = Math.max(1, ...rows.map((r) => r.total));
  const width = 640;
  const barWidth = width - 160;
  const rowHeight = 22;
  const bars = rows.map((r, i) => {
    let x = 60;
    const y = i * rowHeight + 4;
    const segments = (['ACCEPT', 'PARTIAL_SUCCESS', 'REJECT'] as const).map((decision) => {
      const w = (r.d[decision] / max) * barWidth;
      const rect = w > 0 ? `<rect x="${x.toFixed(1)}" y="${y}" width="${w.toFixed(1)}" height="16" fill="${COLOURS[decision]}"><title>${escapeHtml(r.country)} ${decision}: ${r.d[decision]}</title></rect>` : '';
      x += w;
      return rect;
    });
    return `<text x="0" y="${y + 13}">${escapeHtml(r.country)}</text>${segments.join('')}<text x="${(x + 6).toFixed(1)}" y="${y + 13}">${r.total} (${pct(r.d.REJECT, r.total)} rejected)</text>`;
  });
  return `<svg role="img" aria-label="Decisions by country" width="${width}" height="${rows.length * rowHeight + 8}" font-size="12" font-family="sans-serif">${bars.join('')}</svg>`;
}

function reasonChart(tally: Tally): string {
  const rows = [...tally.reasons.entries()].sort((a, b) => b[1].count - a[1].count).slice(0, 15);
  const max = Math.max(1, ...rows.map(([, r]) => r.count));
  const rowHeight = 22;
  const bars = rows.map(([code, r], i) => {
    const y = i * rowHeight + 4;
    const w = (r.count / max) * 360;
    return `<text x="0" y="${y + 13}">${escapeHtml(code)}</text><rect x="70" y="${y}" width="${w.toFixed(1)}" height="16" fill="#1565c0"><title>${escapeHtml(r.message)}</title></rect><text x="${(76 + w).toFixed(1)}" y="${y + 13}">${r.count}</text>`;
  });
  return `<svg role="img" aria-label="Top reasons" width="640" height="${rows.length * rowHeight + 8}" font-size="12" font-family="sans-serif">${bars.join('')}</svg>`;
}

/** One bar split into repaired, partially repaired and the rest. */
function repairChart(tally: Tally): string {
  const total = Math.max(1, tally.records);
  const parts = [
    { label: 'repaired', n: tally.repaired, colour: '#2e7d32' },
    { label: 'partially repaired', n: tally.partiallyRepaired, colour: '#f9a825' },
    { label: 'not repaired or already valid', n: tally.records - tally.repaired - tally.partiallyRepaired, colour: '#9e9e9e' },
  ];
  let x = 0;
  const rects = parts.map((p) => {
    const w = (p.n / total) * 600;
    const rect = `<rect x="${x.toFixed(1)}" y="0" width="${w.toFixed(1)}" height="24" fill="${p.colour}"><title>${p.label}: ${p.n}</title></rect>`;
    x += w;
    return rect;
  });
  const legend = parts.map((p, i) => `<rect x="${i * 210}" y="34" width="12" height="12" fill="${p.colour}"/><text x="${i * 210 + 16}" y="45">${p.label}: ${p.n} (${pct(p.n, tally.records)})</text>`);
  return `<svg role="img" aria-label="Share repaired" width="640" height="52" font-size="12" font-family="sans-serif">${rects.join('')}${legend.join('')}</svg>`;
}

export function renderReport(tally: Tally, meta: { input: string; format: string; seconds: number; startedAt: Date }): string {
  const reasonRows = [...tally.reasons.entries()]
    .sort((a, b) => b[1].count - a[1].count)
    .map(([code, r]) => `<tr><td>${escapeHtml(code)}</td><td>${escapeHtml(r.severity)}</td><td class="n">${r.count}</td><td>${escapeHtml(r.message)}</td></tr>`)
    .join('');
  const legend = (['ACCEPT', 'PARTIAL_SUCCESS', 'REJECT'] as const).map((d) => `<span><i style="background:${COLOURS[d]}"></i>${d} ${tally.byDecision[d]} (${pct(tally.byDecision[d], tally.records)})</span>`).join(' ');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Party address bulk report</title>
<style>body{font-family:sans-serif;margin:2em;max-width:60em;color:#222}h1{font-size:1.4em}h2{font-size:1.1em;margin-top:2em}
table{border-collapse:collapse}td,th{border-bottom:1px solid #ddd;padding:4px 8px;text-align:left}td.n{text-align:right}
.legend span{margin-right:1.5em}.legend i{display:inline-block;width:12px;height:12px;margin-right:4px;vertical-align:middle}</style></head>
<body><h1>Party address bulk report</h1>
<p>Input <code>${escapeHtml(meta.input)}</code> (${escapeHtml(meta.format)}), started ${meta.startedAt.toISOString()}, ${meta.seconds.toFixed(1)} s.
${tally.records} records processed, ${tally.bad} bad records or elements (in the reject file, unchanged).</p>
<p class="legend">${legend}</p>
<h2>Decisions by country</h2>${countryChart(tally)}
<h2>Share of records repaired</h2>${repairChart(tally)}
<h2>Top reasons</h2>${reasonChart(tally)}
<table><thead><tr><th>Code</th><th>Severity</th><th>Records</th><th>Message</th></tr></thead><tbody>${reasonRows}</tbody></table>
</body></html>
`;
}
