import type { MetadataRoute } from 'next';
import type { SiteLocale } from '../../data/routing/page-params';
import { SITE_LOCALES } from '../../data/routing/site-locales';
import { hreflangs } from '../../pipeline/seo/hreflang';
import { pathLocales } from '../../pipeline/seo/path-locales';
import type { SiteOrigins } from '../../data/routing/site-origins';
import { isListablePath } from './listable-path';

/** The pages each locale has, as site paths. */
export type LocalePaths = Partial<Record<SiteLocale, readonly string[]>>;

/**
 * One sitemap for both hosts: every page of each locale at its configured origin, with the other
 * language versions the content really has as hreflang alternates.
 */
export function buildSitemap(pathsByLocale: LocalePaths, sites: SiteOrigins): MetadataRoute.Sitemap {
  const hosts = SITE_LOCALES.flatMap((locale) => {
    const origin = sites.origins[locale];
    const keep = (path: string) => isListablePath(path) && pathLocales(path).includes(locale);
    return origin ? [{ locale, origin, paths: new Set((pathsByLocale[locale] ?? []).filter(keep)) }] : [];
  });
  const versionsOf = (path: string) => hosts.filter((host) => host.paths.has(path)).map((host) => ({ locale: host.locale, url: `${host.origin}${path}` }));
  return hosts.flatMap(({ origin, paths }) =>
    [...paths].map((path) => {
      const languages = hreflangs(versionsOf(path), sites.defaultLocale);
      return { url: `${origin}${path}`, ...(Object.keys(languages).length ? { alternates: { languages } } : {}) };
    }),
  );
}
