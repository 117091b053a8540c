import fs from 'node:fs';
import { machine } from '../../bench/machine';
import type { CannonResult } from './cannon-result';
import type { Submission } from './submitter';

export type LoadHeldFigures = ReturnType<typeof figuresOf>;

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** The run's figures, as printed and as written to bench/load-held.json. */
export function figuresOf(
  load: CannonResult,
  submissions: readonly Submission[],
  storedIds: ReadonlySet<string>,
  settings: { connections: number; seconds: number },
) {
  const accepted = submissions.filter((s): s is Extract<Submission, { ok: true }> => s.ok);
  const stored = accepted.filter((s) => storedIds.has(s.receiptId)).length;
  const submitMs = accepted.map((s) => s.ms).sort((a, b) => a - b);
  return {
    date: new Date().toISOString(),
    machine: machine(),
    load: {
      connections: settings.connections,
      seconds: settings.seconds,
      requests: load.requests.total,
      '2xx': load['2xx'],
      '5xx': load['5xx'],
      other: load['1xx'] + load['3xx'] + load['4xx'],
      errors: load.errors,
      timeouts: load.timeouts,
      requestsPerSecond: Math.round(load.requests.average),
      latencyMs: { p50: load.latency.p50, p99: load.latency.p99, max: load.latency.max },
    },
    submissions: {
      sent: submissions.length,
      ok: accepted.length,
      lost: submissions.length - stored,
      rowsInDatabase: storedIds.size,
      latencyMs: { p50: Math.round(percentile(submitMs, 50)), max: Math.round(submitMs.at(-1) ?? 0) },
      failures: submissions.flatMap((s) => (s.ok ? [] : [`#${s.index}: ${s.reason}`])),
    },
  };
}

/** Held: no 5xx, no request without an answer, every submission stored, and nothing stored that nobody sent. */
export const held = (figures: LoadHeldFigures): boolean =>
  figures.load['5xx'] === 0 && figures.load.errors === 0 && figures.submissions.lost === 0 && figures.submissions.rowsInDatabase === figures.submissions.sent;

export function printFigures(figures: LoadHeldFigures): void {
  const { load, submissions } = figures;
  const lines: [string, string | number][] = [
    [
      'machine',
      `${figures.machine.cpus} x ${figures.machine.cpuModel}, ${figures.machine.memoryGiB} GiB, ${figures.machine.os}, Node ${figures.machine.node}, load ${figures.machine.loadAverage.join(' ')}`,
    ],
    ['load', `${load.connections} connections, ${load.seconds} s, 4 pages x 2 hosts`],
    ['requests / per second', `${load.requests} / ${load.requestsPerSecond}`],
    ['2xx / 5xx / other', `${load['2xx']} / ${load['5xx']} / ${load.other}`],
    ['errors (of which timeouts)', `${load.errors} (${load.timeouts})`],
    ['latency p50 / p99 / max (ms)', `${load.latencyMs.p50} / ${load.latencyMs.p99} / ${load.latencyMs.max}`],
    ['submissions sent / ok / lost', `${submissions.sent} / ${submissions.ok} / ${submissions.lost}`],
    ['leads in the database', submissions.rowsInDatabase],
    ['submission latency p50 / max (ms)', `${submissions.latencyMs.p50} / ${submissions.latencyMs.max}`],
  ];
  for (const [label, value] of lines) console.log(`${label.padEnd(34)} ${value}`);
  for (const failure of submissions.failures) console.log(`failed ${failure}`);
}

export function writeFigures(file: string, figures: LoadHeldFigures): void {
  fs.writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
}
