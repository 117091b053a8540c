/** Set by the proxy when it hands a preview address to /api/preview/enter: where to land, and in which language. */
export const PREVIEW_RETURN_HEADER = 'x-preview-return';
export const PREVIEW_LOCALE_HEADER = 'x-preview-locale';
