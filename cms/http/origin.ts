import { FALLBACK_LANGUAGE, type LanguageCode, type LanguageOption } from '@/schemas/locale';

/** `en.localhost:3000` → `en.localhost`. */
const hostnameOf = (host: string): string => (host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? ''));

/**
 * No Origin (same-origin GETs, server calls, curl) is allowed; otherwise it must be http(s) on one
 * of the site's own hosts, any port (the language switcher keeps the port).
 */
export function isAllowedOrigin(origin: string | null, languages: readonly LanguageOption[]): boolean {
  if (origin === null) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const hostname = url.hostname.toLowerCase();
  return languages.some((language) => language.host?.toLowerCase() === hostname);
}

/** The language of the site the request was made on, before its body says: `lang` in the query, then the host. */
export function localeOfRequest(request: Request, languages: readonly LanguageOption[]): LanguageCode {
  const url = new URL(request.url);
  const fromQuery = languages.find((language) => language.value === url.searchParams.get('lang'));
  if (fromQuery) return fromQuery.value;
  const host = hostnameOf((request.headers.get('host') ?? url.host).toLowerCase());
  return languages.find((language) => language.host?.toLowerCase() === host)?.value ?? FALLBACK_LANGUAGE;
}
