import { evaluatePhoneTargets } from './phone-targets';
import type { BenchResults, Check } from './results';

type Measured = Omit<BenchResults, 'targets'>;

const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * One line per target over all the pages it covers: how many pass and the worst figure. Every
 * target here is "value at least threshold", so the worst is the lowest value.
 */
function over<T>(
  target: string,
  items: readonly T[],
  value: (item: T) => number,
  label: (item: T) => string,
  threshold: number,
  show: (value: number) => string,
): Check {
  const scored = items.map((item) => ({ item, value: value(item) }));
  const passing = scored.filter((entry) => entry.value >= threshold).length;
  const worst = scored.reduce<(typeof scored)[number] | undefined>((low, entry) => (!low || entry.value < low.value ? entry : low), undefined);
  const figure = worst ? `${passing}/${items.length} pass; worst ${show(worst.value)} (${label(worst.item)})` : 'nothing measured';
  return { target, pass: items.length > 0 && passing === items.length, figure };
}

export function evaluateTargets(results: Measured): Check[] {
  const pages = results.throughput;
  const name = (page: { page: string; locale: string }) => `${page.page} ${page.locale}`;
  const times = (value: number) => `${value.toFixed(2)}x`;
  const firstLoad = results.firstLoadJs.pages;
  const lhName = (row: { page: string; locale: string; preset: string }) => `${row.page} ${row.locale} ${row.preset}`;
  // Search's `noindex` is deliberate: its SEO score is not held to 100.
  const minOf = (row: { page: string; accessibility: number; bestPractices: number; seo: number }) =>
    Math.min(row.accessibility, row.bestPractices, row.page === 'search' ? 100 : row.seo);
  return [
    over('cached pages >= 0.9x bare Next.js prerendered', pages, (page) => ratio(page.cached.reqPerSec, page.barePrerendered.reqPerSec), name, 0.9, times),
    over('cached pages >= 0.5x nginx static', pages, (page) => ratio(page.cached.reqPerSec, page.nginx.reqPerSec), name, 0.5, times),
    over('preview pages >= 0.7x bare Next.js per request', pages, (page) => ratio(page.preview.reqPerSec, page.barePerRequest.reqPerSec), name, 0.7, times),
    over(
      'HTML <= 12 KB gzip per page (home 14 KB)',
      results.htmlWeight,
      (row) => row.budgetGzipBytes - row.gzipBytes,
      (row) => `${row.page} ${row.locale} ${row.device}: ${kb(row.gzipBytes)}`,
      0,
      (value) => (value < 0 ? `${kb(-value)} over budget` : `${kb(value)} under budget`),
    ),
    over(
      'first-load JS <= bare + 25 KB (content) / + 45 KB (forms)',
      firstLoad,
      (row) => row.allowanceBytes - row.overBareBytes,
      (row) => `${row.page} ${row.locale}: ${kb(row.overBareBytes)} over bare`,
      0,
      (value) => (value < 0 ? `${kb(-value)} beyond allowance` : `${kb(value)} within allowance`),
    ),
    ...evaluatePhoneTargets(results.phones),
    over(
      'Lighthouse desktop accessibility, best practices, SEO = 100 (search SEO aside)',
      results.lighthouse,
      minOf,
      lhName,
      100,
      (value) => `lowest ${value}`,
    ),
    ...results.growth.map((series) => ({
      target: `growth linear or better: ${series.series}`,
      pass: series.linearOrBetter,
      figure: `exponent ${series.exponent} (${series.verdict}); ${series.points.map((point) => `${point.size}: ${point.ms} ms`).join(', ')}`,
    })),
  ];
}
