import { z } from 'zod';
import { moduleVisibilitySchema } from '@/schemas/detail';
import { imageUrlSchema, linkSchema } from '@/schemas/link';

export const heroBannerSchema = moduleVisibilitySchema.extend({
  eyebrow: z.string().max(60).optional(),
  title: z.string().trim().min(1).max(120),
  subtitle: z.string().max(400).optional(),
  backgroundUrl: imageUrlSchema.optional(),
  actions: z.array(linkSchema).max(3).default([]),
});
export type HeroBannerProps = z.infer<typeof heroBannerSchema>;
