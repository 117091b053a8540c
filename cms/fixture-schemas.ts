import { z } from 'zod';
import { modulePageSchema, moduleViewSchema, pageDetailSchema } from '@/schemas/detail';
import { docCategoryListSchema, docDetailSchema, docMenuEntrySchema } from '@/schemas/document';
import { bannerListSchema, customerCaseListSchema, homeBlockSchema, imageResourceListSchema, recommendedListSchema } from '@/schemas/home';
import { menuItemSchema } from '@/schemas/menu';
import { newsConstantsSchema, newsDetailSchema } from '@/schemas/news';
import { hotSearchWordsSchema } from '@/schemas/search';
import { seoEntrySchema } from '@/schemas/seo';
import { contentResourceSchema, dictSchema, headerInfoSchema } from '@/schemas/site-info';

/**
 * The shapes of the files under `fixtures/`. They wrap the API contract of `schemas/` with what an
 * editor stores and the API does not answer: publication status, and module `details` as an object.
 */
export const publicationStatusSchema = z.enum(['published', 'draft']);

/** `draft-menus.json`: menu nodes of unpublished pages and the menu they belong under. */
export const draftMenuListSchema = z.array(z.strictObject({ parentMenuCode: z.string().min(1), item: menuItemSchema }));

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

/** The CMS's time format, 'YYYY-MM-DD HH:mm:ss' in the vendor's time zone (UTC+8); as strings they sort by time. */
export const storedTimeSchema = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'time must be YYYY-MM-DD HH:mm:ss');

/** One news item, `fixtures/{locale}/news/{id}.json`: the detail, its status, and an event's when and where. */
export const storedNewsSchema = z
  .strictObject({
    ...newsDetailSchema.shape,
    publishTime: storedTimeSchema,
    status: publicationStatusSchema,
    startTime: storedTimeSchema.optional(),
    location: z.string().optional(),
    link: z.string().optional(),
  })
  .refine((news) => (news.type === 'EVENTS') === (news.startTime !== undefined), {
    path: ['startTime'],
    message: 'events, and only events, have a startTime',
  })
  .refine((news) => (news.type === 'INDUSTRIALREPORT') === Boolean(news.reportType), {
    path: ['reportType'],
    message: 'industrial reports, and only they, have a reportType',
  });
export type StoredNews = z.infer<typeof storedNewsSchema>;

/** One help document, `fixtures/{locale}/docs/documents/{id}.json`: the detail, its status and its category. */
export const storedDocSchema = z
  .strictObject({
    ...docDetailSchema.shape,
    updateTime: storedTimeSchema,
    status: publicationStatusSchema,
    cateId: z.number().int(),
  })
  .refine((doc) => doc.isWplus === Boolean(doc.wplusDoc), {
    path: ['wplusDoc'],
    message: 'console documents, and only they, link to the console with wplusDoc',
  });
export type StoredDoc = z.infer<typeof storedDocSchema>;

/** `fixtures/{locale}/docs/categories.json` and `tree-{cateId}.json`: stored exactly as the API answers them. */
export const docFileSchemas = {
  categories: docCategoryListSchema,
  tree: z.array(z.strictObject(docMenuEntrySchema.shape)),
} as const;
