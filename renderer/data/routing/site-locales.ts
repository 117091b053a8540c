import { LANGUAGE_CODES, type LanguageCode } from '@/schemas/locale';
import { isOneOf } from '@/schemas/one-of';

/** Locales with a host of their own, so with pages of their own; the others only have dictionaries. */
export const SITE_LOCALES = ['ZH_CN', 'EN_US'] as const satisfies readonly LanguageCode[];
export type SiteLocale = (typeof SITE_LOCALES)[number];

export const isSiteLocale = (value: string): value is SiteLocale => isOneOf(SITE_LOCALES, value);

export const isLanguageCode = (value: string): value is LanguageCode => isOneOf(LANGUAGE_CODES, value);
