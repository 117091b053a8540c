import type { LanguageCode } from '@/schemas/locale';
import { startLighthouse } from './lighthouse';
import { wasHeld } from './first-paint-hold';
import { lighthousePages, SITE_HOSTS, type BenchPage } from './pages';
import { phoneRunFigures, type LcpFigures, type PhoneRunFigures } from './phone-run-figures';

/** The count: with fewer, one slow run on the shared machine moves a median. */
export const PHONE_RUNS = 5;

type MedianKey =
  'performance' | 'accessibility' | 'bestPractices' | 'seo' | 'fcpMs' | 'observedFcpMs' | 'lcpMs' | 'tbtMs' | 'mainThreadMs' | 'cls' | 'requests';
export type PhoneMedians = Record<MedianKey, number>;

export type PhoneRow = {
  page: string;
  path: string;
  locale: LanguageCode;
  runs: number;
  /** Each figure the median of its own runs: ours, and the bare page's runs interleaved with them. */
  ours: PhoneMedians;
  bare: PhoneMedians;
  tbtRatio: number;
  mainThreadRatio: number;
  lcpOverBareMs: number;
  performanceOverBare: number;
  /** From our run whose LCP is the median: the element and its phases. */
  lcp: LcpFigures;
  /** Runs whose first frame the browser held after the page had drawn it (bench/first-paint-hold.ts), ours and bare. */
  firstPaintHeld: { ours: number; bare: number };
  /** Median main-thread time per task group, ours and bare. */
  breakdown: { group: string; ms: number; bareMs: number }[];
  /** From our run whose main-thread work is the median: its longest tasks and heaviest scripts. */
  longTasks: PhoneRunFigures['longTasks'];
  scripts: PhoneRunFigures['scripts'];
  failedAudits: string[];
  /** Every run's figure in run order, for the reader who doubts a median. */
  spread: Record<'tbtMs' | 'mainThreadMs' | 'lcpMs' | 'performance', { ours: number[]; bare: number[] }>;
};

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 === 1 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return value ?? Number.NaN;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

const medians = (runs: readonly PhoneRunFigures[]): PhoneMedians => {
  const of = (key: MedianKey) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    fcpMs: of('fcpMs'),
    observedFcpMs: of('observedFcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    mainThreadMs: of('mainThreadMs'),
    cls: of('cls'),
    requests: of('requests'),
  };
};

function medianRun(runs: readonly PhoneRunFigures[], key: 'mainThreadMs' | 'lcpMs'): PhoneRunFigures {
  const middle = median(runs.map((run) => run[key]));
  return runs.reduce((best, run) => (Math.abs(run[key] - middle) < Math.abs(best[key] - middle) ? run : best));
}

const heldRuns = (runs: readonly PhoneRunFigures[]) => runs.filter((run) => wasHeld(run.idleBeforeFirstPaintMs)).length;

function breakdownOf(ours: readonly PhoneRunFigures[], bare: readonly PhoneRunFigures[]): PhoneRow['breakdown'] {
  const groups = [...new Set([...ours, ...bare].flatMap((run) => Object.keys(run.breakdown)))];
  const groupMedian = (runs: readonly PhoneRunFigures[], group: string) => Math.round(median(runs.map((run) => run.breakdown[group] ?? 0)));
  return groups.map((group) => ({ group, ms: groupMedian(ours, group), bareMs: groupMedian(bare, group) })).sort((a, b) => b.ms - a.ms);
}

export function phoneRow(page: BenchPage & { locale: LanguageCode }, ours: readonly PhoneRunFigures[], bare: readonly PhoneRunFigures[]): PhoneRow {
  const own = medians(ours);
  const floor = medians(bare);
  const representative = medianRun(ours, 'mainThreadMs');
  const spread = (key: keyof PhoneRow['spread']) => ({ ours: ours.map((run) => run[key]), bare: bare.map((run) => run[key]) });
  return {
    page: page.name,
    path: page.path,
    locale: page.locale,
    runs: ours.length,
    ours: own,
    bare: floor,
    tbtRatio: round2(own.tbtMs / Math.max(floor.tbtMs, 1)),
    mainThreadRatio: round2(own.mainThreadMs / floor.mainThreadMs),
    lcpOverBareMs: Math.round(own.lcpMs - floor.lcpMs),
    performanceOverBare: own.performance - floor.performance,
    lcp: medianRun(ours, 'lcpMs').lcp,
    firstPaintHeld: { ours: heldRuns(ours), bare: heldRuns(bare) },
    breakdown: breakdownOf(ours, bare),
    longTasks: representative.longTasks,
    scripts: representative.scripts,
    failedAudits: [...new Set(ours.flatMap((run) => run.failedAudits))],
    spread: { tbtMs: spread('tbtMs'), mainThreadMs: spread('mainThreadMs'), lcpMs: spread('lcpMs'), performance: spread('performance') },
  };
}

export type PhoneOptions = { sitePort: number; bareUrl: string; runs: number; pageNames?: readonly string[] };

/**
 * Lighthouse's mobile preset on home, product, document and search of both hosts; each of a page's
 * runs comes right after a run on the bare Next.js page, so both medians are taken in the same minutes.
 */
export async function measurePhones({ sitePort, bareUrl, runs, pageNames }: PhoneOptions): Promise<PhoneRow[]> {
  const runner = await startLighthouse();
  const rows: PhoneRow[] = [];
  try {
    for (const host of SITE_HOSTS) {
      for (const page of lighthousePages(host.locale).filter((candidate) => !pageNames || pageNames.includes(candidate.name))) {
        const url = `http://${host.hostname}:${sitePort}${page.path}`;
        const bare: PhoneRunFigures[] = [];
        const ours: PhoneRunFigures[] = [];
        for (let run = 1; run <= runs; run += 1) {
          bare.push(phoneRunFigures(await runner.run(bareUrl, 'mobile')));
          ours.push(phoneRunFigures(await runner.run(url, 'mobile')));
          const last = ours.at(-1);
          console.log(
            `  phone ${run}/${runs} ${url}: TBT ${last?.tbtMs} ms, main thread ${last?.mainThreadMs} ms (bare ${bare.at(-1)?.tbtMs} / ${bare.at(-1)?.mainThreadMs} ms)`,
          );
        }
        rows.push(phoneRow({ ...page, locale: host.locale }, ours, bare));
      }
    }
  } finally {
    await runner.close();
  }
  return rows;
}
