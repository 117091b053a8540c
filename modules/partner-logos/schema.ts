import { z } from 'zod';
import { moduleVisibilitySchema } from '@/schemas/detail';
import { hrefSchema, imageUrlSchema } from '@/schemas/link';
import { sectionHeadingShape } from '@/schemas/section-heading';

export const partnerLogoSchema = z.object({
  /** Also the logo's alt text. */
  name: z.string().trim().min(1).max(80),
  logoUrl: imageUrlSchema,
  href: hrefSchema.optional(),
});

export const partnerLogosSchema = moduleVisibilitySchema.extend({
  ...sectionHeadingShape,
  logos: z
    .array(partnerLogoSchema)
    .min(1)
    .max(60)
    .refine((logos) => new Set(logos.map((logo) => logo.name)).size === logos.length, { message: 'partner names must be unique' }),
});
export type PartnerLogosProps = z.infer<typeof partnerLogosSchema>;
