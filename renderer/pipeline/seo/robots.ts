import type { MetadataRoute } from 'next';
import { SITE_LOCALES } from '../../data/routing/site-locales';
import type { SiteOrigins } from '../../data/routing/site-origins';

/** The API, the module gallery, search results and the named error pages are not for search engines. */
export const DISALLOWED = ['/api/', '/module-gallery', '/search?', '/error/'];

/**
 * The same robots.txt on both hosts, pointing to the sitemap on each configured host. No `Host:`
 * line: it declares one host the mirror of another, and these are two sites in two languages.
 */
export function buildRobots(sites: SiteOrigins | undefined): MetadataRoute.Robots {
  const sitemap = SITE_LOCALES.flatMap((locale) => {
    const origin = sites?.origins[locale];
    return origin ? [`${origin}/sitemap.xml`] : [];
  });
  return { rules: { userAgent: '*', allow: '/', disallow: DISALLOWED }, ...(sitemap.length ? { sitemap } : {}) };
}
