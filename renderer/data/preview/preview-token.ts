/** Query parameters that switch preview on (docs/preview.md): both must be present. */
export const PREVIEW_FLAG_PARAM = 'ispreview';
export const PREVIEW_TOKEN_PARAM = 'pretoken';

/** httpOnly cookie holding the token once the server has taken it out of the address. */
export const PREVIEW_COOKIE = 'portal_preview';

const MAX_TOKEN_LENGTH = 512;
// Printable ASCII and Latin-1: what a header value can carry. CR, LF, other controls and anything beyond Latin-1 cannot.
const HEADER_SAFE = /^[\x20-\x7e\xa0-\xff]+$/;

export type TokenProblem = 'empty' | 'too-long' | 'not-header-safe';

/** Why a token cannot be sent in the Pre-Authorization header, or null when it can. */
export function previewTokenProblem(token: string): TokenProblem | null {
  if (token.trim() === '') return 'empty';
  if (token.length > MAX_TOKEN_LENGTH) return 'too-long';
  return HEADER_SAFE.test(token) ? null : 'not-header-safe';
}

export const hasPreviewQuery = (params: URLSearchParams) => params.has(PREVIEW_FLAG_PARAM) && params.has(PREVIEW_TOKEN_PARAM);

/** The address without the preview parameters, as a same-origin path: where the previewer lands. */
export function withoutPreviewQuery(pathname: string, params: URLSearchParams): string {
  const kept = new URLSearchParams(params);
  kept.delete(PREVIEW_FLAG_PARAM);
  kept.delete(PREVIEW_TOKEN_PARAM);
  const search = kept.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** What a previewer is shown of the token: enough to tell two apart, never enough to reuse. */
export const maskToken = (token: string) => `••••${token.slice(-4)}`;

const PROBE_ORIGIN = 'http://site.invalid';

/** A second slash after the first, literal or percent-encoded: a browser may read the rest as a host. */
const SECOND_SLASH = /^\/(?:[/\\]|%2f|%5c)/i;

/**
 * A path on this site for a redirect, or `/`: `//host`, `/\host`, schemes and control characters fall back,
 * checked after the path is normalised (`/.//host` resolves to `//host`).
 */
export function safeReturnPath(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || /[\u0000-\u001f\\]/.test(raw)) return '/';
  const url = new URL(raw, PROBE_ORIGIN);
  if (url.origin !== PROBE_ORIGIN || SECOND_SLASH.test(url.pathname)) return '/';
  return `${url.pathname}${url.search}`;
}
