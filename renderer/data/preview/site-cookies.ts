import { PREVIEW_COOKIE } from './preview-token';

/** Next's draft-mode cookies: the build's fixed preview id, and Pages Router preview data. */
export const DRAFT_MODE_COOKIES = ['__prerender_bypass', '__next_preview_data'] as const;

/** Cookies the site sets for itself: the CMS is never sent them. */
const SITE_COOKIES: ReadonlySet<string> = new Set([PREVIEW_COOKIE, ...DRAFT_MODE_COOKIES]);

/** A Cookie header without the site's own cookies (the preview token, draft mode); null when nothing is left. */
export function withoutSiteCookies(cookie: string | null): string | null {
  const kept = (cookie ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '' && !SITE_COOKIES.has(pair.split('=', 1)[0]?.trim() ?? ''));
  return kept.length > 0 ? kept.join('; ') : null;
}
