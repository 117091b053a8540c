import { z } from 'zod';

import { hasUrlTricks, HREF_MAX_LENGTH, isSafeHref } from './safe-href';

/** A link target from the CMS: site paths, anchors, http(s), mailto and tel only, so no `javascript:` URL reaches a page. */
export const hrefSchema = z
  .string()
  .trim()
  .min(1)
  .max(HREF_MAX_LENGTH)
  .refine(isSafeHref, { message: 'link must be a site path, an anchor, or an http(s), mailto or tel URL' })
  .describe('a site path (/…), an anchor (#…), or an http(s), mailto or tel URL');

/** An image from the CMS: a site path or an https URL (the fixtures ship theirs under `public/`). */
export const imageUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((src) => /^(\/(?!\/)|https:\/\/)/i.test(src) && !hasUrlTricks(src), { message: 'image must be a site path or an https URL' })
  .describe('a site path (/…) or an https URL');

export const linkSchema = z.object({ label: z.string().trim().min(1).max(60), href: hrefSchema });
export type Link = z.infer<typeof linkSchema>;
