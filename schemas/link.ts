import { z } from 'zod';

const SAFE_HREF = /^(\/(?!\/)|#|https?:\/\/|mailto:|tel:)/i;
/** Browsers drop tabs and line breaks from URLs and read `\` as `/`, which turns `/\evil.example` into another host. */
const URL_TRICKS = /[\\\u0000-\u001f\u007f]/;

/** A link target from the CMS: site paths, anchors, http(s), mailto and tel only, so no `javascript:` URL reaches a page. */
export const hrefSchema = z
  .string()
  .trim()
  .min(1)
  .max(2000)
  .refine((href) => SAFE_HREF.test(href) && !URL_TRICKS.test(href), { message: 'link must be a site path, an anchor, or an http(s), mailto or tel URL' });

/** An image from the CMS: a site path or an https URL (the fixtures ship theirs under `public/`). */
export const imageUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((src) => /^(\/(?!\/)|https:\/\/)/i.test(src) && !URL_TRICKS.test(src), { message: 'image must be a site path or an https URL' });

export const linkSchema = z.object({ label: z.string().trim().min(1).max(60), href: hrefSchema });
export type Link = z.infer<typeof linkSchema>;
