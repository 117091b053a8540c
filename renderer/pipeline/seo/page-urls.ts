import type { SiteLocale } from '../../data/routing/page-params';
import { hreflangs } from './hreflang';
import { pathLocales } from './path-locales';
import type { SiteOrigins } from '../../data/routing/site-origins';

export type PageUrls = {
  /** The page's own address on its own host; undefined when the CMS names no host for the locale. */
  canonical: string | undefined;
  /** hreflang → address, `x-default` included; empty unless the page exists in more than one language. */
  languages: Record<string, string>;
  /** The other locales the page exists in, for `og:locale:alternate`. */
  otherLocales: SiteLocale[];
};

/** Where `path` (a site path, with any query worth keeping) lives on each configured host. */
export function pageUrls(sites: SiteOrigins | undefined, locale: SiteLocale, path: string): PageUrls {
  const versions = pathLocales(path).flatMap((other) => {
    const origin = sites?.origins[other];
    return origin ? [{ locale: other, url: `${origin}${path}` }] : [];
  });
  const origin = sites?.origins[locale];
  const canonical = origin ? `${origin}${path}` : undefined;
  // A page its locale hides (English /blog) keeps its own address but claims no other version.
  if (!sites || !versions.some((version) => version.locale === locale)) return { canonical, languages: {}, otherLocales: [] };
  const languages = hreflangs(versions, sites.defaultLocale);
  const otherLocales = Object.keys(languages).length ? versions.map((version) => version.locale).filter((other) => other !== locale) : [];
  return { canonical, languages, otherLocales };
}
