import { LANGUAGE_CODES, type LanguageCode } from '@/schemas/locale';

/** Locales with a host of their own, so with pages of their own; the others only have dictionaries. */
export const SITE_LOCALES = ['ZH_CN', 'EN_US'] as const satisfies readonly LanguageCode[];
export type SiteLocale = (typeof SITE_LOCALES)[number];

export const isSiteLocale = (value: string): value is SiteLocale => (SITE_LOCALES as readonly string[]).includes(value);

export const isLanguageCode = (value: string): value is LanguageCode => (LANGUAGE_CODES as readonly string[]).includes(value);
