import { z } from 'zod';
import { moduleVisibilitySchema } from '@/schemas/detail';
import { sectionHeadingShape } from '@/schemas/section-heading';

export const statSchema = z.object({
  /** Shown as written, e.g. '3000+', '20%', '1.02T'; only its first number counts up. */
  value: z.string().trim().min(1).max(16),
  label: z.string().trim().min(1).max(60),
  /** A unit set smaller beside the value, e.g. '家' or 'countries'. */
  suffix: z.string().trim().max(16).optional(),
  description: z.string().max(200).optional(),
});

export const statsCountersSchema = moduleVisibilitySchema.extend({
  ...sectionHeadingShape,
  items: z
    .array(statSchema)
    .min(1)
    .max(8)
    .refine((items) => new Set(items.map((item) => item.label)).size === items.length, { message: 'stat labels must be unique' }),
});
export type StatsCountersProps = z.infer<typeof statsCountersSchema>;
