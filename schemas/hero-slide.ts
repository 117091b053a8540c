import { z } from 'zod';
import { imageUrlSchema, linkSchema } from './link';

/** One hero: the page-top banner of a CMS page, and each slide of the home page's banner carousel. */
export const heroSlideSchema = z.object({
  eyebrow: z.string().max(60).optional(),
  title: z.string().trim().min(1).max(120),
  subtitle: z.string().max(400).optional(),
  backgroundUrl: imageUrlSchema.optional(),
  actions: z.array(linkSchema).max(3).default([]),
});
export type HeroSlide = z.infer<typeof heroSlideSchema>;
