import type { PhoneRow } from './phones';
import type { Check } from './results';

/** The phone targets, each against the bare Next.js page's medians of the same run. */
export const PHONE_TARGETS = { tbtRatio: 1.5, mainThreadRatio: 1.5, lcpOverBareMs: 300, performanceUnderBare: 3 } as const;

const name = (row: PhoneRow) => `${row.page} ${row.locale}`;

/** One line over every page: how many pass and the worst (largest) figure, which must stay at most `limit`. */
function atMost(target: string, rows: readonly PhoneRow[], value: (row: PhoneRow) => number, limit: number, show: (value: number) => string): Check {
  const passing = rows.filter((row) => value(row) <= limit).length;
  const worst = rows.reduce<PhoneRow | undefined>((high, row) => (!high || value(row) > value(high) ? row : high), undefined);
  const figure = worst ? `${passing}/${rows.length} pass; worst ${show(value(worst))} (${name(worst)})` : 'nothing measured';
  return { target, pass: rows.length > 0 && passing === rows.length, figure };
}

/** Search's `noindex` is deliberate: its SEO score is not held to 100. */
const heldScores = (row: PhoneRow) => [row.ours.accessibility, row.ours.bestPractices, ...(row.page === 'search' ? [] : [row.ours.seo])];

export function evaluatePhoneTargets(rows: readonly PhoneRow[]): Check[] {
  const times = (value: number) => `${value.toFixed(2)}x`;
  return [
    atMost(`phones: TBT <= ${PHONE_TARGETS.tbtRatio}x bare`, rows, (row) => row.tbtRatio, PHONE_TARGETS.tbtRatio, times),
    atMost(`phones: main-thread work <= ${PHONE_TARGETS.mainThreadRatio}x bare`, rows, (row) => row.mainThreadRatio, PHONE_TARGETS.mainThreadRatio, times),
    atMost(
      `phones: LCP <= bare + ${PHONE_TARGETS.lcpOverBareMs} ms`,
      rows,
      (row) => row.lcpOverBareMs,
      PHONE_TARGETS.lcpOverBareMs,
      (value) => `bare ${value >= 0 ? '+' : ''}${value} ms`,
    ),
    atMost(
      `phones: performance >= bare - ${PHONE_TARGETS.performanceUnderBare}`,
      rows,
      (row) => -row.performanceOverBare,
      PHONE_TARGETS.performanceUnderBare,
      (value) => `bare ${value > 0 ? '-' : '+'}${Math.abs(value)}`,
    ),
    atMost(
      'phones: accessibility, best practices, SEO = 100 (search SEO aside)',
      rows,
      (row) => 100 - Math.min(...heldScores(row)),
      0,
      (value) => `lowest ${100 - value}`,
    ),
  ];
}
