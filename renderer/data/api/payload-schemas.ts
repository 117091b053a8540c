import { z } from 'zod';

// Payloads the CMS API leaves open: the smallest shapes our pages need, shared with the embedded CMS.

/** GET /seoModule/{seoModule}: the page the metadata is for. */
export const seoModuleQuerySchema = z.object({
  id: z.union([z.number().int(), z.string().max(100)]).optional(),
  pageCode: z.string().max(100).optional(),
});

/** `/{belongType}/json-modules`: NEWSRECOMMEND (the news sidebar's blocks) and the static pages' own belong types. */
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
