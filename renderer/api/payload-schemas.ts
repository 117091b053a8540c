import { z } from 'zod';
import { recommendRequestSchema } from '@/schemas/home';

// Payloads spec section 7 marks "not shown": the smallest shapes our pages need, shared with the embedded CMS.

/** POST /news/{type}/recommendations: how many, and the article being read so it is not recommended to itself. */
export const newsTypeRecommendationsRequestSchema = recommendRequestSchema.extend({
  excludeId: z.number().int().optional(),
});

/** POST /news/events/{type}: how many events. */
export const newsEventsRequestSchema = z.object({ size: z.number().int().positive().max(50).default(10) });

/** GET /seoModule/{seoModule}: the page the metadata is for. */
export const seoModuleQuerySchema = z.object({
  id: z.union([z.number().int(), z.string().max(100)]).optional(),
  pageCode: z.string().max(100).optional(),
});

/** `/{belongType}/json-modules`: NEWSRECOMMEND (spec section 7) and the static pages' own belong types. */
export const JSON_MODULE_BELONG_TYPES = [
  'NEWSRECOMMEND',
  'CAREER',
  'CASES',
  'COMPANY',
  'COMPATIBILITY',
  'COMPATIBILITY_FORM',
  'CONTACT',
  'DOWNLOAD',
  'KUBERNETES_SERVICES',
  'PARTNERS',
  'PARTNERSHIP_FORM',
  'SERVICE',
  'SUPPORT',
] as const;
export type JsonModuleBelongType = (typeof JSON_MODULE_BELONG_TYPES)[number];
