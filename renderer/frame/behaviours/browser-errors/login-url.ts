import type { LanguageCode } from '@/schemas/locale';

/** The login page's language parameter: 'en' for English, 'zh-cn' otherwise. */
export const loginLang = (locale: LanguageCode): 'en' | 'zh-cn' => (locale === 'EN_US' ? 'en' : 'zh-cn');

/** `${consoleHost}/login?service=<the current address>&lang=<en|zh-cn>`; the login page sends the visitor back to `service`. */
export function loginUrl(consoleHost: string, currentHref: string, locale: LanguageCode): string {
  const query = new URLSearchParams({ service: currentHref, lang: loginLang(locale) });
  return `${consoleHost.replace(/\/+$/, '')}/login?${query.toString()}`;
}

/** The page's address on the site's configured origin, whichever host the browser reached it on: `service` names only our own hosts. */
export function serviceAddress(currentHref: string, siteOrigin: string): string {
  const here = new URL(currentHref);
  return `${siteOrigin}${here.pathname}${here.search}${here.hash}`;
}
