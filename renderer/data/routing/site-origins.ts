import type { WebInfo } from '@/schemas/site-info';
import type { Env } from '../config/env';
import { switchableLanguages } from './language-url';
import { isSiteLocale, SITE_LOCALES, type SiteLocale } from './site-locales';

/** The public origin of each locale that has a host, and the locale `x-default` points to. */
export type SiteOrigins = { origins: Partial<Record<SiteLocale, string>>; defaultLocale: SiteLocale };

type UrlEnv = Pick<Env, 'SITE_URL_SCHEME' | 'SITE_URL_PORT'>;

/** `http://en.localhost:3000`: the configured scheme and port on a host from the CMS site info (a port in the host itself wins). */
export function originOf(host: string, env: UrlEnv): string {
  const url = new URL(`${env.SITE_URL_SCHEME}://${host}`);
  if (!url.port && env.SITE_URL_PORT) url.port = env.SITE_URL_PORT;
  return url.origin;
}

/**
 * Every absolute address the site writes (canonical, hreflang, Open Graph, sitemap, robots) starts
 * with one of these: hosts come only from the site info, never from a request's Host or X-Forwarded-Host.
 */
export function siteOrigins(info: Pick<WebInfo, 'siteLanguageList' | 'defaultLanguage'>, env: UrlEnv): SiteOrigins {
  const origins: SiteOrigins['origins'] = {};
  for (const { value, host } of switchableLanguages(info.siteLanguageList)) {
    if (isSiteLocale(value) && !origins[value]) origins[value] = originOf(host, env);
  }
  return { origins, defaultLocale: isSiteLocale(info.defaultLanguage) ? info.defaultLanguage : SITE_LOCALES[0] };
}
