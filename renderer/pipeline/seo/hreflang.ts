import { htmlLang } from '../../i18n/messages';
import type { SiteLocale } from '../../data/routing/page-params';

/** One language version of a page. */
export type LocalizedUrl = { locale: SiteLocale; url: string };

/**
 * hreflang → address for every language version, `x-default` the default language's; empty for a
 * page in one language, which has nothing to point to.
 */
export function hreflangs(versions: readonly LocalizedUrl[], defaultLocale: SiteLocale): Record<string, string> {
  if (versions.length < 2) return {};
  const languages: Record<string, string> = Object.fromEntries(versions.map((version) => [htmlLang[version.locale], version.url]));
  const fallback = versions.find((version) => version.locale === defaultLocale);
  if (fallback) languages['x-default'] = fallback.url;
  return languages;
}
