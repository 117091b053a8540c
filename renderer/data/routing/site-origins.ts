import type { WebInfo } from '@/schemas/site-info';
import type { Env } from '../config/env';
import { switchableLanguages, type SwitchableLanguage } from './language-url';
import { isSiteLocale, SITE_LOCALES, type SiteLocale } from './site-locales';

/** The public origin of each locale that has a host, and the locale `x-default` points to. */
export type SiteOrigins = { origins: Partial<Record<SiteLocale, string>>; defaultLocale: SiteLocale };

/** A language the switcher lists, with the public origin of its host. */
export type LanguageOrigin = SwitchableLanguage & { origin: string };

/** The site's origins and the switcher's languages with theirs, computed once from the site info (load-site-origins.ts). */
export type SiteAddresses = SiteOrigins & { languages: LanguageOrigin[] };

type UrlEnv = Pick<Env, 'SITE_URL_SCHEME' | 'SITE_URL_PORT'>;

/** `http://en.localhost:3000`: the configured scheme and port on a host from the CMS site info (a port in the host itself wins). */
function originOf(host: string, env: UrlEnv): string {
  const url = new URL(`${env.SITE_URL_SCHEME}://${host}`);
  if (!url.port && env.SITE_URL_PORT) url.port = env.SITE_URL_PORT;
  return url.origin;
}

/**
 * Every absolute address the site writes (canonical, hreflang, Open Graph, sitemap, robots, the language
 * switcher's links) starts with one of these: hosts come only from the site info, never from a request's
 * Host or X-Forwarded-Host.
 */
export function siteOrigins(info: Pick<WebInfo, 'siteLanguageList' | 'defaultLanguage'>, env: UrlEnv): SiteAddresses {
  const languages = switchableLanguages(info.siteLanguageList).map((language) => ({ ...language, origin: originOf(language.host, env) }));
  const origins: SiteOrigins['origins'] = {};
  for (const { value, origin } of languages) {
    if (isSiteLocale(value) && !origins[value]) origins[value] = origin;
  }
  return { origins, defaultLocale: isSiteLocale(info.defaultLanguage) ? info.defaultLanguage : SITE_LOCALES[0], languages };
}
