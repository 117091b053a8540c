import type { LanguageCode } from '@/schemas/locale';
import { figuresOf, startLighthouse, type LighthouseFigures } from './lighthouse';
import { lighthousePages, SITE_HOSTS } from './pages';
import type { Started } from './processes';

export type QualityRow = { page: string; path: string; locale: LanguageCode; preset: 'desktop' } & LighthouseFigures;

/**
 * Lighthouse's desktop preset, one run on each listed page of both hosts (the phone figures, five runs
 * each beside the bare page, are bench/phones.ts'); Chromium resolves `*.localhost` itself.
 */
export async function measureQuality(site: Started): Promise<QualityRow[]> {
  const runner = await startLighthouse();
  const rows: QualityRow[] = [];
  try {
    for (const host of SITE_HOSTS) {
      for (const page of lighthousePages(host.locale)) {
        const url = `http://${host.hostname}:${site.port}${page.path}`;
        console.log(`  lighthouse desktop ${url}`);
        rows.push({ page: page.name, path: page.path, locale: host.locale, preset: 'desktop', ...figuresOf(await runner.run(url, 'desktop')) });
      }
    }
  } finally {
    await runner.close();
  }
  return rows;
}
