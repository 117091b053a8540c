import { z } from 'zod';
import { moduleVisibilitySchema } from '@/schemas/detail';
import { linkSchema } from '@/schemas/link';

export const callToActionSchema = moduleVisibilitySchema.extend({
  title: z.string().trim().min(1).max(120),
  desc: z.string().max(300).optional(),
  action: linkSchema,
  secondaryAction: linkSchema.optional(),
});
export type CallToActionProps = z.infer<typeof callToActionSchema>;
