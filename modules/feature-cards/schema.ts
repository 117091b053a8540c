import { z } from 'zod';
import { moduleVisibilitySchema } from '@/schemas/detail';
import { hrefSchema, imageUrlSchema } from '@/schemas/link';
import { sectionHeadingShape } from '@/schemas/section-heading';

export const featureCardSchema = z
  .object({
    title: z.string().trim().min(1).max(60),
    desc: z.string().max(300),
    iconUrl: imageUrlSchema.optional(),
    /** A cover picture across the top of the card (16:9), for cases and articles. */
    imageUrl: imageUrlSchema.optional(),
    /** A customer's or partner's logo above the title, shown 160×60. */
    logoUrl: imageUrlSchema.optional(),
    logoAlt: z.string().trim().min(1).max(80).optional().describe('Names whose logo it is; required with logoUrl'),
    href: hrefSchema.optional(),
  })
  .refine((card) => !card.logoUrl || card.logoAlt, { path: ['logoAlt'], message: 'a logo needs logoAlt naming whose it is' });

export const featureCardsSchema = moduleVisibilitySchema.extend({
  ...sectionHeadingShape,
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3),
  cards: z.array(featureCardSchema).min(1).max(24),
});
export type FeatureCardsProps = z.infer<typeof featureCardsSchema>;
