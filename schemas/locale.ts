import { z } from 'zod';

/** The only list of locales: the site's languages (spec section 3) and the fallback (section 9). */
export const LANGUAGE_CODES = ['ZH_CN', 'EN_US', 'JA_JP', 'KO_KR'] as const;
export const FALLBACK_LANGUAGE = 'ZH_CN';

export const languageCodeSchema = z.enum(LANGUAGE_CODES);
export type LanguageCode = z.infer<typeof languageCodeSchema>;

export const tenantSchema = z.enum(['WS', 'CNC', 'MILEWEB', 'CU']);
export type Tenant = z.infer<typeof tenantSchema>;

export const languageOptionSchema = z.object({
  name: z.string().min(1),
  value: languageCodeSchema,
  /** Only ZH_CN and EN_US have a host of their own. */
  host: z.string().min(1).optional(),
});
export type LanguageOption = z.infer<typeof languageOptionSchema>;
