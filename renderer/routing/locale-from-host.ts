import { FALLBACK_LANGUAGE, type LanguageCode, type LanguageOption } from '@/schemas/locale';

/** `en.localhost:3000` → `en.localhost`; IPv6 literals keep their brackets. */
export function hostnameOf(hostHeader: string | null): string {
  if (!hostHeader) return '';
  const host = hostHeader.trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.split(':')[0] ?? '';
}

/** The language whose host is the request's host, else the fallback (DESIGN.md, "Locales and hosts"). */
export function localeFromHost(hostHeader: string | null, languages: readonly LanguageOption[]): LanguageCode {
  const hostname = hostnameOf(hostHeader);
  const match = languages.find((language) => language.host?.toLowerCase() === hostname);
  return match?.value ?? FALLBACK_LANGUAGE;
}
