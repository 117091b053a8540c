import { z } from 'zod';
import { FALLBACK_LANGUAGE, LANGUAGE_CODES } from './locale-codes';

export { FALLBACK_LANGUAGE, LANGUAGE_CODES };

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
