import { z } from 'zod';
import { isCacheTag } from './tag-vocabulary';

export const MAX_TAGS = 100;
export const MAX_PATHS = 50;
/** Bytes of body read at most; a webhook body is a few hundred. */
export const MAX_BODY_BYTES = 16 * 1024;

const SEGMENT = '[A-Za-z0-9_~-][A-Za-z0-9._~-]*';

/** A page address as visitors see it (`/product/enterprise-cloud`, `/` for home): no query, no `.` or `..`, not under `/api` or `/_next`. */
export const sitePathSchema = z
  .string()
  .max(256)
  .regex(new RegExp(`^/(?:${SEGMENT}(?:/${SEGMENT})*)?$`), 'must be a site path such as /product/enterprise-cloud (no query, no trailing slash)')
  .refine((path) => !/^\/(?:api|_next)(?:\/|$)/.test(path), 'must be a page, not /api or /_next');

const cacheTagSchema = z.string().max(200).refine(isCacheTag, 'is not a cache tag of this site (see docs/caching.md)');

/**
 * Body of POST /api/revalidate: tags and/or paths, or `all`. With `draft: true` only drafts changed: nothing
 * published expires, and the open previews the change touches refresh themselves (docs/preview.md).
 */
export const revalidateRequestSchema = z
  .strictObject({
    tags: z.array(cacheTagSchema).min(1).max(MAX_TAGS).optional(),
    paths: z.array(sitePathSchema).min(1).max(MAX_PATHS).optional(),
    all: z.literal(true).optional(),
    draft: z.literal(true).optional(),
  })
  .refine((body) => body.tags !== undefined || body.paths !== undefined || body.all === true, 'give "tags", "paths" or "all": true');
export type RevalidateRequest = z.infer<typeof revalidateRequestSchema>;
