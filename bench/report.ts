/**
 * The bench's one table and its results file. Every row is a check with numeric metrics; the
 * target (when there is one) is a list of bounds on those metrics; the delta column compares each
 * metric with the same row of the previous bench/results.json.
 */
import fs from 'node:fs';

export type Unit = 'ms' | 's' | 'KB' | 'MB' | 'score' | 'count' | 'req/s' | 'x' | 'USD' | '';

export interface Metric {
  value: number;
  unit: Unit;
  better: 'lower' | 'higher';
}

export interface Bound {
  metric: string;
  op: '<=' | '>=';
  value: number;
}

export interface Row {
  /** Stable across runs: how the previous run's row is found. */
  id: string;
  section: string;
  label: string;
  metrics: Record<string, Metric>;
  targets?: Bound[];
  note?: string;
}

export interface Results {
  startedAt: string;
  durationSeconds: number;
  options: Record<string, unknown>;
  environment: Record<string, unknown>;
  rows: Row[];
  /** Raw figures behind the rows (per-run Lighthouse values, request logs, ...). */
  details: Record<string, unknown>;
}

export const metric = (value: number, unit: Unit, better: Metric['better'] = 'lower'): Metric => ({ value, unit, better });

export function formatValue(m: Metric): string {
  const v = m.value;
  if (!Number.isFinite(v)) return 'n/a';
  switch (m.unit) {
    case 'ms':
      return `${v >= 100 ? v.toFixed(0) : v.toFixed(1)} ms`;
    case 's':
      return `${v.toFixed(2)} s`;
    case 'KB':
      return `${v.toFixed(1)} KB`;
    case 'MB':
      return `${v.toFixed(0)} MB`;
    case 'score':
      return v.toFixed(0);
    case 'req/s':
      return `${v.toFixed(0)}/s`;
    case 'x':
      return `×${v.toFixed(1)}`;
    case 'USD':
      return `$${v.toFixed(4)}`;
    case 'count':
      return Number.isInteger(v) ? String(v) : v.toFixed(2);
    default:
      return v >= 10 || Number.isInteger(v) ? v.toFixed(0) : v.toFixed(3);
  }
}

function formatMetrics(row: Row): string {
  return Object.entries(row.metrics)
    .map(([name, m]) => `${name} ${formatValue(m)}`)
    .join(' · ');
}

function formatTargets(row: Row): string {
  return (row.targets ?? []).map((t) => `${t.metric} ${t.op === '<=' ? '≤' : '≥'} ${formatValue({ ...(row.metrics[t.metric] ?? metric(0, '')), value: t.value })}`).join(', ');
}

export function meetsTargets(row: Row): boolean | undefined {
  if (!row.targets?.length) return undefined;
  return row.targets.every((t) => {
    const m = row.metrics[t.metric];
    if (!m || !Number.isFinite(m.value)) return false;
    return t.op === '<=' ? m.value <= t.value : m.value >= t.value;
  });
}

/** "p50 −12% p99 +3%": counts and scores as differences, everything else as a percentage; unchanged metrics are left out. */
function formatDelta(row: Row, previous: Row | undefined): string {
  if (!previous) return '';
  const parts: string[] = [];
  for (const [name, m] of Object.entries(row.metrics)) {
    const before = previous.metrics[name];
    if (!before || !Number.isFinite(before.value) || !Number.isFinite(m.value)) continue;
    const diff = m.value - before.value;
    let text: string;
    if (m.unit === 'count' || m.unit === 'score' || m.unit === '') {
      // Per-call averages wobble in the third decimal; that is not a change.
      if (Math.abs(diff) < (Number.isInteger(m.value) && Number.isInteger(before.value) ? 1e-9 : 0.05)) continue;
      text = `${diff > 0 ? '+' : '−'}${formatValue({ ...m, value: Math.abs(diff) }).replace(/ .*$/, '')}`;
    } else {
      if (before.value === 0) continue;
      const pct = (diff / before.value) * 100;
      if (Math.abs(pct) < 1) continue;
      text = `${pct > 0 ? '+' : '−'}${Math.abs(pct).toFixed(0)}%`;
    }
    const better = (diff < 0) === (m.better === 'lower');
    parts.push(`${name} ${text}${better ? '' : '!'}`);
  }
  return parts.join(' ') || '=';
}

/** Previous results, if a readable bench/results.json exists. */
export function readResults(file: string): Results | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Results;
  } catch {
    return undefined;
  }
}

export function writeResults(file: string, results: Results): void {
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}

const wrap = (text: string, width: number): string[] => {
  if (text.length <= width) return [text];
  const lines: string[] = [];
  let line = '';
  const words = text.split(' ').flatMap((word) => {
    // A word longer than the column (a long route name) is cut where it must be.
    const pieces: string[] = [];
    for (let i = 0; i < word.length; i += width) pieces.push(word.slice(i, i + width));
    return pieces;
  });
  for (const word of words) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
};

/** The one table: section, check, result, target, ok, delta against the previous run. */
export function renderTable(rows: Row[], previous: Results | undefined): string {
  const before = new Map((previous?.rows ?? []).map((r) => [r.id, r]));
  const header = ['section', 'check', 'result', 'target', 'ok', previous ? `Δ vs ${previous.startedAt.slice(0, 16)}` : 'Δ'];
  const widths = [10, 34, 62, 30, 4, 30];
  const cells = rows.map((row) => {
    const ok = meetsTargets(row);
    return [
      row.section,
      row.label,
      formatMetrics(row) + (row.note ? ` (${row.note})` : ''),
      formatTargets(row),
      ok === undefined ? '' : ok ? 'yes' : 'NO',
      previous ? formatDelta(row, before.get(row.id)) || 'new' : '',
    ];
  });
  const line = (values: string[][]) => {
    const height = Math.max(...values.map((v) => v.length));
    const out: string[] = [];
    for (let i = 0; i < height; i++) {
      out.push(values.map((v, c) => (v[i] ?? '').padEnd(widths[c] ?? 10)).join(' │ ').trimEnd());
    }
    return out.join('\n');
  };
  const rule = widths.map((w) => '─'.repeat(w)).join('─┼─');
  const out = [line(header.map((h) => [h])), rule];
  let lastSection = '';
  for (const c of cells) {
    if (c[0] !== lastSection && lastSection !== '') out.push(rule);
    const shown = c[0] === lastSection ? '' : (c[0] ?? '');
    lastSection = c[0] ?? '';
    out.push(line([[shown], ...c.slice(1).map((text, i) => wrap(text, widths[i + 1] ?? 10))]));
  }
  return out.join('\n');
}
