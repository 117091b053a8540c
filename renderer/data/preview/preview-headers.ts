/**
 * Set by the proxy when it hands a preview address to /api/preview/enter: where to land, in which language,
 * and the token. Request headers, so the token is in no URL a response names (Next echoes the rewrite's URL).
 */
export const PREVIEW_RETURN_HEADER = 'x-preview-return';
export const PREVIEW_LOCALE_HEADER = 'x-preview-locale';
export const PREVIEW_TOKEN_HEADER = 'x-preview-token';
/**
 * Set by the proxy on a previewer's page requests: the address the page answers at, so the cache tags its
 * render reads are remembered under it and its live preview refreshes only for changes of those (docs/preview.md).
 */
export const PREVIEW_PATH_HEADER = 'x-preview-path';
