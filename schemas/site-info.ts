import { z } from 'zod';
import { languageCodeSchema, languageOptionSchema, tenantSchema } from './locale';

export const copyrightEntrySchema = z.object({
  languageCode: languageCodeSchema,
  text: z.string(),
});

/** A public-security or ICP filing notice shown in the Chinese footer. */
export const filingSchema = z.object({
  text: z.string().min(1),
  href: z.string().min(1),
});

export const webInfoSchema = z.object({
  tenant: tenantSchema,
  defaultLanguage: languageCodeSchema,
  siteLanguageList: z.array(languageOptionSchema).min(1),
  logoUrl: z.string(),
  iconUrl: z.string(),
  /** Official social-account QR code. */
  codeUrl: z.string(),
  email: z.string(),
  /** Pre-sale line. */
  tel: z.string(),
  /** After-sale line. */
  telCooperation: z.string(),
  /** Console host the header's console button links to. */
  wplusReplaceLink: z.string(),
  copyright: z.array(copyrightEntrySchema),
  filings: z.array(filingSchema).default([]),
});
export type WebInfo = z.infer<typeof webInfoSchema>;

/** `/header`: the announcement strip above the navbar, when the CMS sets one. */
export const headerInfoSchema = z.object({
  announcement: z.object({ text: z.string().min(1), href: z.string().nullish() }).nullable(),
});
export type HeaderInfo = z.infer<typeof headerInfoSchema>;

/** `/dicts/{category}`: label and value pairs, for example the industry choices of the forms. */
export const dictEntrySchema = z.object({ label: z.string(), value: z.string() });
export const dictSchema = z.array(dictEntrySchema);
export type DictEntry = z.infer<typeof dictEntrySchema>;

/** `/content/resource/{type}` (legal texts) and `/company`. */
export const contentResourceSchema = z.object({
  type: z.string(),
  title: z.string(),
  content: z.string(),
  updateTime: z.string(),
});
export type ContentResource = z.infer<typeof contentResourceSchema>;
