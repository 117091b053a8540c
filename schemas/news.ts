import { z } from 'zod';
import { recommendRequestSchema } from './home';

/** News kinds the API knows; recommendations use the upper-cased NEWS, PRODUCTUPDATES, BLOG. CASE: customer case articles. */
export const newsTypeSchema = z.enum(['NEWS', 'PRODUCTUPDATES', 'BLOG', 'INDUSTRIALREPORT', 'EVENTS', 'CASE']);
export type NewsType = z.infer<typeof newsTypeSchema>;

export const newsSummarySchema = z.object({
  id: z.number().int(),
  type: newsTypeSchema,
  title: z.string(),
  summary: z.string().nullish(),
  coverUrl: z.string().nullish(),
  publishTime: z.string(),
  recommend: z.boolean().default(false),
  reportType: z.string().nullish(),
  tags: z.array(z.string()).default([]),
});
export type NewsSummary = z.infer<typeof newsSummarySchema>;

export const newsPageSchema = z.object({
  rows: z.array(newsSummarySchema),
  total: z.number().int().nonnegative(),
  pageIndex: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type NewsPage = z.infer<typeof newsPageSchema>;

export const newsDetailSchema = newsSummarySchema.extend({
  content: z.string(),
  author: z.string().nullish(),
  source: z.string().nullish(),
});
export type NewsDetail = z.infer<typeof newsDetailSchema>;

export const newsListRequestSchema = z.object({
  pageIndex: z.number().int().positive().default(1),
  pageSize: z.number().int().positive().max(100).default(10),
  reportType: z.string().max(50).optional(),
  recommendOrder: z.boolean().optional(),
});
export type NewsListRequest = z.infer<typeof newsListRequestSchema>;

/** `/news/constants`: news kinds and report kinds with their display names. */
export const newsConstantsSchema = z.object({
  types: z.array(z.object({ type: newsTypeSchema, name: z.string() })),
  reportTypes: z.array(z.object({ value: z.string(), name: z.string() })),
});
export type NewsConstants = z.infer<typeof newsConstantsSchema>;

/** `/news/events/{type}`: upcoming and past events. */
export const newsEventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  startTime: z.string(),
  location: z.string().nullish(),
  link: z.string().nullish(),
});
export type NewsEvent = z.infer<typeof newsEventSchema>;
export const newsEventListSchema = z.array(newsEventSchema);

/** POST /news/{type}/recommendations: how many, and the article being read so it is not recommended to itself. */
export const newsTypeRecommendationsRequestSchema = recommendRequestSchema.extend({
  excludeId: z.number().int().optional(),
});

/** POST /news/events/{type}: how many events; `{type}` is upcoming, past or all. */
export const NEWS_EVENT_WHEN = ['upcoming', 'past', 'all'] as const;
export const newsEventWhenSchema = z.enum(NEWS_EVENT_WHEN);
export const newsEventsRequestSchema = z.object({ size: z.number().int().positive().max(50).default(10) });
