import type { LanguageCode } from '@/schemas/locale';
import type { Result } from 'lighthouse';
import { medianFigures, startLighthouse, type LighthouseFigures, type Preset } from './lighthouse';
import { lighthousePages, SITE_HOSTS } from './pages';
import type { Started } from './processes';

/** The bare Next.js page's mobile figures: the median of the runs made beside the row's own. */
export type BareMobile = Pick<LighthouseFigures, 'performance' | 'lcpMs' | 'tbtMs' | 'performanceRange'>;
export type QualityRow = { page: string; path: string; locale: LanguageCode; preset: Preset; bare?: BareMobile } & LighthouseFigures;

const PRESETS: readonly Preset[] = ['mobile', 'desktop'];
/** Lighthouse CI's default number of runs: single mobile runs here spread by 10 points and more. */
const MOBILE_RUNS = 3;
const pick = ({ performance, lcpMs, tbtMs, performanceRange }: LighthouseFigures): BareMobile => ({ performance, lcpMs, tbtMs, performanceRange });

/**
 * Lighthouse on each listed page of both hosts, mobile and desktop; Chromium resolves `*.localhost` itself.
 * A mobile row is the median of three runs, each right after a run on the bare Next.js page (`bareUrl`),
 * whose median is the floor measured in the same minutes.
 */
export async function measureQuality(site: Started, bareUrl: string): Promise<QualityRow[]> {
  const runner = await startLighthouse();
  const rows: QualityRow[] = [];
  try {
    for (const host of SITE_HOSTS) {
      for (const page of lighthousePages(host.locale)) {
        for (const preset of PRESETS) {
          const url = `http://${host.hostname}:${site.port}${page.path}`;
          console.log(`  lighthouse ${preset} ${url}`);
          const bareRuns: Result[] = [];
          const ownRuns: Result[] = [];
          for (let run = 0; run < (preset === 'mobile' ? MOBILE_RUNS : 1); run += 1) {
            if (preset === 'mobile') bareRuns.push(await runner.run(bareUrl, preset));
            ownRuns.push(await runner.run(url, preset));
          }
          const bare = bareRuns.length > 0 ? pick(medianFigures(bareRuns)) : undefined;
          rows.push({ page: page.name, path: page.path, locale: host.locale, preset, ...medianFigures(ownRuns), ...(bare && { bare }) });
        }
      }
    }
  } finally {
    await runner.close();
  }
  return rows;
}
