import type { PhoneRow } from './phones';
import { table } from './table';

const signed = (value: number) => `${value >= 0 ? '+' : ''}${value}`;
const x = (value: number) => `${value.toFixed(2)}x`;

/** The phone figures as printed sections: the ratios, the main-thread breakdown, the longest tasks and heaviest scripts. */
export function phoneSections(rows: readonly PhoneRow[]): [string, string][] {
  const groups = [...new Set(rows.flatMap((row) => row.breakdown.map((entry) => entry.group)))];
  const runs = rows[0]?.runs ?? 0;
  return [
    [
      `Phones: Lighthouse 12 mobile preset, median of ${runs} runs per page, each after a run on the bare Next.js page (its median beside it); TBT and main-thread work as ratios to bare, LCP and performance as differences`,
      table(
        [
          'page',
          'locale',
          'TBT ms',
          'bare',
          'TBT/bare',
          'main thread ms',
          'bare',
          'main/bare',
          'LCP ms',
          'bare',
          'LCP-bare',
          'perf',
          'bare',
          'perf-bare',
          'CLS',
          'requests',
          'bare',
          'a11y',
          'best pr.',
          'SEO',
          'audits below 100',
        ],
        rows.map((row) => [
          row.page,
          row.locale,
          row.ours.tbtMs,
          row.bare.tbtMs,
          x(row.tbtRatio),
          row.ours.mainThreadMs,
          row.bare.mainThreadMs,
          x(row.mainThreadRatio),
          row.ours.lcpMs,
          row.bare.lcpMs,
          signed(row.lcpOverBareMs),
          row.ours.performance,
          row.bare.performance,
          signed(row.performanceOverBare),
          row.ours.cls,
          row.ours.requests,
          row.bare.requests,
          row.ours.accessibility,
          row.ours.bestPractices,
          row.ours.seo,
          row.failedAudits.join('; '),
        ]),
      ),
    ],
    [
      'Phones: each run in order, ours / bare (TBT ms; main-thread ms; performance)',
      table(
        ['page', 'locale', 'TBT', 'main thread', 'performance'],
        rows.map((row) => [
          row.page,
          row.locale,
          ...(['tbtMs', 'mainThreadMs', 'performance'] as const).map((key) =>
            row.spread[key].ours.map((value, at) => `${value}/${row.spread[key].bare[at] ?? ''}`).join(' '),
          ),
        ]),
      ),
    ],
    [
      'Phones: the largest contentful paint of the median run (by LCP): its element and phases, ms; first contentful paint the median of all runs, simulated and as Lighthouse observed it unthrottled (bare beside it); runs whose first frame the browser held after the page had drawn it, ours / bare',
      table(
        ['page', 'locale', 'FCP', 'observed FCP', 'bare', 'held', 'LCP', 'element', 'phases'],
        rows.map((row) => [
          row.page,
          row.locale,
          row.ours.fcpMs,
          row.ours.observedFcpMs,
          row.bare.observedFcpMs,
          `${row.firstPaintHeld.ours}/${row.firstPaintHeld.bare} of ${row.runs}`,
          row.ours.lcpMs,
          row.lcp.element,
          Object.entries(row.lcp.phases)
            .map(([phase, ms]) => `${phase} ${ms}`)
            .join(', '),
        ]),
      ),
    ],
    [
      'Phones: main-thread work by task group, median ms (ours / bare)',
      table(
        ['page', 'locale', ...groups],
        rows.map((row) => [
          row.page,
          row.locale,
          ...groups.map((group) => {
            const entry = row.breakdown.find((candidate) => candidate.group === group);
            return entry ? `${entry.ms} / ${entry.bareMs}` : '';
          }),
        ]),
      ),
    ],
    [
      'Phones: the five longest tasks of the median run (by main-thread work), with the script Lighthouse attributes each to',
      table(
        ['page', 'locale', 'task ms', 'script'],
        rows.flatMap((row) => row.longTasks.map((task) => [row.page, row.locale, task.ms, task.url])),
      ),
    ],
    [
      'Phones: the heaviest scripts of that run (bootup-time: total, scripting, parse and compile ms)',
      table(
        ['page', 'locale', 'script', 'total', 'scripting', 'parse'],
        rows.flatMap((row) => row.scripts.map((script) => [row.page, row.locale, script.url, script.totalMs, script.scriptingMs, script.parseMs])),
      ),
    ],
  ];
}
