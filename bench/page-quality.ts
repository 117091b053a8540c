import type { LanguageCode } from '@/schemas/locale';
import { startLighthouse, type LighthouseFigures, type Preset } from './lighthouse';
import { lighthousePages, SITE_HOSTS } from './pages';
import type { Started } from './processes';

export type QualityRow = { page: string; path: string; locale: LanguageCode; preset: Preset } & LighthouseFigures;

const PRESETS: readonly Preset[] = ['mobile', 'desktop'];

/** Lighthouse on each listed page of both hosts, mobile and desktop; Chromium resolves `*.localhost` itself. */
export async function measureQuality(site: Started): Promise<QualityRow[]> {
  const runner = await startLighthouse();
  const rows: QualityRow[] = [];
  try {
    for (const host of SITE_HOSTS) {
      for (const page of lighthousePages(host.locale)) {
        for (const preset of PRESETS) {
          const url = `http://${host.hostname}:${site.port}${page.path}`;
          console.log(`  lighthouse ${preset} ${url}`);
          rows.push({ page: page.name, path: page.path, locale: host.locale, preset, ...(await runner.run(url, preset)) });
        }
      }
    }
  } finally {
    await runner.close();
  }
  return rows;
}
