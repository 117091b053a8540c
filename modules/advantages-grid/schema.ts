import { z } from 'zod';
import { moduleVisibilitySchema } from '@/schemas/detail';
import { imageUrlSchema } from '@/schemas/link';
import { distinct } from '../_ui/unique';
import { sectionHeadingShape } from '@/schemas/section-heading';

export const advantageSchema = z.object({
  title: z.string().trim().min(1).max(60),
  text: z.string().trim().min(1).max(300),
  /** Shown in place of the item's number. */
  iconUrl: imageUrlSchema.optional(),
});

export const advantagesGridSchema = moduleVisibilitySchema.extend({
  ...sectionHeadingShape,
  items: z
    .array(advantageSchema)
    .min(1)
    .max(12)
    .refine((items) => distinct(items.map((item) => item.title)), { message: 'advantage titles must be unique' }),
  image: z
    .object({
      src: imageUrlSchema,
      /** Empty for a purely decorative picture. */
      alt: z.string().trim().max(200),
      width: z.number().int().min(1).max(4000),
      height: z.number().int().min(1).max(4000),
    })
    .optional(),
  imagePosition: z.enum(['left', 'right']).default('right'),
});
export type AdvantagesGridProps = z.infer<typeof advantagesGridSchema>;
