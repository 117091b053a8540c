import { FALLBACK_LANGUAGE, type LanguageCode, type LanguageOption } from '@/schemas/locale';
import { isSiteLocale } from './site-locales';

/** What the proxy needs of the site info: each language's host, and the language any other host gets. */
export type SiteHosts = { languages: readonly LanguageOption[]; defaultLanguage: LanguageCode | undefined };

/** `en.localhost:3000` → `en.localhost`; IPv6 literals keep their brackets. */
export function hostnameOf(hostHeader: string | null): string {
  if (!hostHeader) return '';
  const host = hostHeader.trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.split(':')[0] ?? '';
}

/**
 * The language whose host is the request's host; any other host gets the site info's default language
 * when it is a language with pages, else the fallback.
 */
export function localeFromHost(hostHeader: string | null, { languages, defaultLanguage }: SiteHosts): LanguageCode {
  const hostname = hostnameOf(hostHeader);
  const match = languages.find((language) => language.host?.toLowerCase() === hostname);
  if (match) return match.value;
  return defaultLanguage && isSiteLocale(defaultLanguage) ? defaultLanguage : FALLBACK_LANGUAGE;
}
