// Kept free of zod so client state (the locale atom) can use them without loading schema code.

/** The only list of locales: the site's languages, and the fallback when no language is known. */
export const LANGUAGE_CODES = ['ZH_CN', 'EN_US', 'JA_JP', 'KO_KR'] as const;
export const FALLBACK_LANGUAGE = 'ZH_CN';
