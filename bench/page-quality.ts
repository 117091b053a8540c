import type { LanguageCode } from '@/schemas/locale';
import { startLighthouse, type LighthouseFigures, type Preset } from './lighthouse';
import { lighthousePages, SITE_HOSTS } from './pages';
import type { Started } from './processes';

/** The bare Next.js page's mobile figures, measured right before the row's own run. */
export type BareMobile = Pick<LighthouseFigures, 'performance' | 'lcpMs' | 'tbtMs'>;
export type QualityRow = { page: string; path: string; locale: LanguageCode; preset: Preset; bare?: BareMobile } & LighthouseFigures;

const PRESETS: readonly Preset[] = ['mobile', 'desktop'];
const pick = ({ performance, lcpMs, tbtMs }: LighthouseFigures): BareMobile => ({ performance, lcpMs, tbtMs });

/**
 * Lighthouse on each listed page of both hosts, mobile and desktop; Chromium resolves `*.localhost` itself.
 * Each mobile run follows a run on the bare Next.js page (`bareUrl`): single runs here spread by 10 points
 * and more with the machine's load, so a row is read against the floor measured in the same minute.
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
          const bare = preset === 'mobile' ? await runner.run(bareUrl, preset) : undefined;
          const own = await runner.run(url, preset);
          rows.push({ page: page.name, path: page.path, locale: host.locale, preset, ...own, ...(bare && { bare: pick(bare) }) });
        }
      }
    }
  } finally {
    await runner.close();
  }
  return rows;
}
