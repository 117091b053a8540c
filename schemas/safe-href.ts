// Kept free of zod so client code (the menu highlighting) can check a link without loading schema code.

const SAFE_HREF = /^(\/(?!\/)|#|https?:\/\/|mailto:|tel:)/i;
/** Browsers drop tabs and line breaks from URLs and read `\` as `/`, which turns `/\evil.example` into another host. */
const URL_TRICKS = /[\\\u0000-\u001f\u007f]/;

export const HREF_MAX_LENGTH = 2000;

export const hasUrlTricks = (url: string): boolean => URL_TRICKS.test(url);

/** A trimmed link target that is a site path, an anchor, or an http(s), mailto or tel URL, with no URL tricks. */
export const isSafeHref = (href: string): boolean => SAFE_HREF.test(href) && !hasUrlTricks(href);
