import type { LanguageCode } from '@/schemas/locale';
import { wasHeld } from './first-paint-hold';
import { startLighthouse } from './lighthouse';
import { lighthousePages, SITE_HOSTS, type BenchPage } from './pages';
import { phoneRunFigures, type PhoneRunFigures } from './phone-run-figures';
import { median } from './phones';
import { table } from './table';

/** The four loads of one round: the bare page and ours, each as served and without its scripts. */
const VARIANTS = ['bare', 'bareWithoutScripts', 'ours', 'oursWithoutScripts'] as const;
type Variant = (typeof VARIANTS)[number];
type PerVariant = Record<Variant, number>;

export type FloorRow = {
  page: string;
  path: string;
  locale: LanguageCode;
  runs: number;
  /** Medians of Lighthouse's main-thread work, ms at its 4x CPU slowdown. */
  mainThreadMs: PerVariant;
  lcpMs: PerVariant;
  /** Runs whose first frame the browser held (bench/first-paint-hold.ts). */
  held: PerVariant;
  /** What starting the framework costs on the bare page: its work with scripts less its work without. */
  frameworkMs: number;
  /** Our page with no script run, against the bare page as served. */
  floorRatio: number;
  /** The least our page could cost with the same framework and none of our own script: floor + framework, against bare. */
  lowestReachableRatio: number;
  oursRatio: number;
};

const round2 = (value: number) => Math.round(value * 100) / 100;

export function floorRow(page: BenchPage & { locale: LanguageCode }, runs: Record<Variant, readonly PhoneRunFigures[]>): FloorRow {
  const per = (of: (variantRuns: readonly PhoneRunFigures[]) => number): PerVariant =>
    Object.fromEntries(VARIANTS.map((variant) => [variant, of(runs[variant])])) as PerVariant;
  const medianOf = (figure: (run: PhoneRunFigures) => number) => per((variantRuns) => Math.round(median(variantRuns.map(figure))));
  const mainThreadMs = medianOf((run) => run.mainThreadMs);
  const held = per((variantRuns) => variantRuns.filter((run) => wasHeld(run.idleBeforeFirstPaintMs)).length);
  const frameworkMs = mainThreadMs.bare - mainThreadMs.bareWithoutScripts;
  return {
    page: page.name,
    path: page.path,
    locale: page.locale,
    runs: runs.ours.length,
    mainThreadMs,
    lcpMs: medianOf((run) => run.lcpMs),
    held,
    frameworkMs,
    floorRatio: round2(mainThreadMs.oursWithoutScripts / mainThreadMs.bare),
    lowestReachableRatio: round2((mainThreadMs.oursWithoutScripts + frameworkMs) / mainThreadMs.bare),
    oursRatio: round2(mainThreadMs.ours / mainThreadMs.bare),
  };
}

export type FloorOptions = {
  /** Where the site and the bare app answer, and their script-free proxies (bench/script-free-proxy.ts). */
  ports: { site: number; siteWithoutScripts: number; bare: number; bareWithoutScripts: number };
  runs: number;
  pageNames?: readonly string[];
};

/**
 * Lighthouse's mobile preset, round after round, on the bare page and one of ours, each as served and
 * without its scripts: what our markup and styles cost before any script runs, and what the framework
 * costs to start on the bare page.
 */
export async function measureFloors({ ports, runs, pageNames }: FloorOptions): Promise<FloorRow[]> {
  const runner = await startLighthouse();
  const rows: FloorRow[] = [];
  try {
    for (const host of SITE_HOSTS) {
      for (const page of lighthousePages(host.locale).filter((candidate) => !pageNames || pageNames.includes(candidate.name))) {
        const urls: Record<Variant, string> = {
          bare: `http://localhost:${ports.bare}/`,
          bareWithoutScripts: `http://localhost:${ports.bareWithoutScripts}/`,
          ours: `http://${host.hostname}:${ports.site}${page.path}`,
          oursWithoutScripts: `http://${host.hostname}:${ports.siteWithoutScripts}${page.path}`,
        };
        const figures: Record<Variant, PhoneRunFigures[]> = { bare: [], bareWithoutScripts: [], ours: [], oursWithoutScripts: [] };
        for (let run = 1; run <= runs; run += 1) {
          for (const variant of VARIANTS) figures[variant].push(phoneRunFigures(await runner.run(urls[variant], 'mobile')));
          const last = (variant: Variant) => figures[variant].at(-1)?.mainThreadMs;
          console.log(
            `  floors ${run}/${runs} ${urls.ours}: main thread bare ${last('bare')} / without scripts ${last('bareWithoutScripts')} ms, ours ${last('ours')} / without scripts ${last('oursWithoutScripts')} ms`,
          );
        }
        rows.push(floorRow({ ...page, locale: host.locale }, figures));
      }
    }
  } finally {
    await runner.close();
  }
  return rows;
}

const x = (value: number) => `${value.toFixed(2)}x`;

export function floorSection(rows: readonly FloorRow[]): [string, string] {
  return [
    `Phone floors: Lighthouse 12 mobile preset, median of ${rows[0]?.runs ?? 0} rounds per page (bare, bare without scripts, ours, ours without scripts); main-thread ms at 4x; "lowest reachable" = ours without scripts + the framework's start on the bare page, against bare; held = runs whose first frame the browser held`,
    table(
      [
        'page',
        'locale',
        'bare',
        'bare, no JS',
        'framework',
        'ours',
        'ours, no JS',
        'ours/bare',
        'no JS/bare',
        'lowest reachable',
        'LCP bare',
        'LCP ours, no JS',
        'held bare / ours / ours no JS',
      ],
      rows.map((row) => [
        row.page,
        row.locale,
        row.mainThreadMs.bare,
        row.mainThreadMs.bareWithoutScripts,
        row.frameworkMs,
        row.mainThreadMs.ours,
        row.mainThreadMs.oursWithoutScripts,
        x(row.oursRatio),
        x(row.floorRatio),
        x(row.lowestReachableRatio),
        row.lcpMs.bare,
        row.lcpMs.oursWithoutScripts,
        `${row.held.bare} / ${row.held.ours} / ${row.held.oursWithoutScripts}`,
      ]),
    ),
  ];
}
