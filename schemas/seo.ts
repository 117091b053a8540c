import { z } from 'zod';

/** `/seoCommon/{seoCommon}` and `/seoModule/{seoModule}`: metadata per page key. */
export const seoEntrySchema = z.object({
  title: z.string(),
  description: z.string().default(''),
  keywords: z.string().default(''),
});
export type SeoEntry = z.infer<typeof seoEntrySchema>;
