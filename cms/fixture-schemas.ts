import { z } from 'zod';
import { modulePageSchema, moduleViewSchema, pageDetailSchema } from '@/schemas/detail';
import { bannerListSchema, customerCaseListSchema, homeBlockSchema, imageResourceListSchema, recommendedListSchema } from '@/schemas/home';
import { newsConstantsSchema } from '@/schemas/news';
import { hotSearchWordsSchema } from '@/schemas/search';
import { seoEntrySchema } from '@/schemas/seo';
import { contentResourceSchema, dictSchema, headerInfoSchema } from '@/schemas/site-info';

/**
 * The shapes of the files under `fixtures/`. They wrap the API contract of `schemas/` with what an
 * editor stores and the API does not answer: publication status, and module `details` as an object.
 */
export const publicationStatusSchema = z.enum(['published', 'draft']);

/** A module as stored: `details` is an object for editors, or a raw string (the hostile fixtures keep broken JSON that way). */
export const storedModuleSchema = moduleViewSchema.extend({
  details: z.union([z.string(), z.record(z.string(), z.unknown())]),
});

export const storedDetailSchema = pageDetailSchema.extend({
  status: publicationStatusSchema,
  moduleViewList: z.array(storedModuleSchema),
});
export type StoredDetail = z.infer<typeof storedDetailSchema>;

export const storedModulePageSchema = modulePageSchema.extend({
  status: publicationStatusSchema,
  moduleViewList: z.array(storedModuleSchema),
});
export type StoredModulePage = z.infer<typeof storedModulePageSchema>;

export const storedHomeSchema = z.object({
  banners: bannerListSchema,
  shortcut: homeBlockSchema,
  customerCase: homeBlockSchema,
  specialService: homeBlockSchema,
  customerCases: customerCaseListSchema,
  solutionRecommends: recommendedListSchema,
  serviceRecommends: recommendedListSchema,
  imageResources: imageResourceListSchema,
});

export const storedSeoSchema = z.object({
  common: z.record(z.string(), seoEntrySchema),
  modules: z.record(z.string(), seoEntrySchema),
});

/** Everything per locale that is one file each, keyed by file name. */
export const localeFileSchemas = {
  'header.json': headerInfoSchema,
  'home.json': storedHomeSchema,
  'seo.json': storedSeoSchema,
  'dicts.json': z.record(z.string(), dictSchema),
  'hot-search-words.json': hotSearchWordsSchema,
  'news-constants.json': newsConstantsSchema,
  'content-resources.json': z.record(z.string(), contentResourceSchema),
  'company.json': contentResourceSchema,
} as const;
