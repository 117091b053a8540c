import 'server-only';
import type { Metadata } from 'next';
import type { SiteLocale } from '../../data/routing/page-params';
import { buildPageMetadata } from './build-page-metadata';
import { loadSiteOrigins } from '../../data/routing/load-site-origins';
import { loadSeoEntries, type SeoKeys } from './seo-entries';

type Options = { keys?: SeoKeys | undefined; image?: string | null | undefined };

/** A page's metadata: what it says of itself, the CMS SEO entries of its keys, and its addresses on the configured hosts. */
export async function seoMetadata(locale: SiteLocale, path: string, own: Metadata, { keys, image }: Options = {}): Promise<Metadata> {
  const [sites, { entry, siteDefault }] = await Promise.all([loadSiteOrigins(locale), loadSeoEntries(locale, keys)]);
  return buildPageMetadata({ locale, path, own, entry, siteDefault, sites, image });
}
