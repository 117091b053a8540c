/**
 * Set by the proxy when it hands a preview address to /api/preview/enter: where to land, in which language,
 * and the token. Request headers, so the token is in no URL a response names (Next echoes the rewrite's URL).
 */
export const PREVIEW_RETURN_HEADER = 'x-preview-return';
export const PREVIEW_LOCALE_HEADER = 'x-preview-locale';
export const PREVIEW_TOKEN_HEADER = 'x-preview-token';
