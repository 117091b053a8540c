import 'server-only';
import type { MetadataRoute } from 'next';
import { FALLBACK_LANGUAGE } from '@/schemas/locale';
import { SITE_LOCALES } from '../../data/routing/site-locales';
import { loadSiteOrigins } from '../../data/routing/load-site-origins';
import { buildSitemap, type LocalePaths } from './build-sitemap';
import { collectSitePaths } from './collect-site-paths';

/** The sitemap of both hosts; without the site info there is no configured host, so nothing to list. */
export async function siteSitemap(): Promise<MetadataRoute.Sitemap> {
  const sites = await loadSiteOrigins(FALLBACK_LANGUAGE);
  if (!sites) return [];
  const located = SITE_LOCALES.filter((locale) => sites.origins[locale]);
  const paths = await Promise.all(located.map(async (locale) => [locale, await collectSitePaths(locale)] as const));
  const byLocale: LocalePaths = Object.fromEntries(paths);
  return buildSitemap(byLocale, sites);
}
