import type { LanguageCode, LanguageOption } from '@/schemas/locale';

export type SwitchableLanguage = { value: LanguageCode; host: string };

// A host name (or bracketed IPv6 literal) with an optional port: nothing that could smuggle a path or credentials in.
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
const HAS_PORT = /:\d{1,5}$/;

/** The languages the switcher lists: those of the site's language list that have a (well-formed) host. */
export function switchableLanguages(languages: readonly LanguageOption[]): SwitchableLanguage[] {
  return languages.flatMap(({ value, host }) => (host && HOST.test(host.trim()) ? [{ value, host: host.trim().toLowerCase() }] : []));
}

type Here = { protocol: string; port: string; pathname: string; search: string; hash: string };

/** The same page on another language's host: scheme, port, path, query and hash kept (a port in the host itself wins). */
export function languageUrl(here: Here, host: string): string {
  const port = HAS_PORT.test(host) || here.port === '' ? '' : `:${here.port}`;
  return `${here.protocol}//${host}${port}${here.pathname}${here.search}${here.hash}`;
}
