import { z } from 'zod';
import { moduleVisibilitySchema } from '@/schemas/detail';
import { richTextSource } from '../_ui/rich-text-source';
import { sectionHeadingShape } from '@/schemas/section-heading';

export const faqItemSchema = z.object({
  question: z.string().trim().min(1).max(200),
  /** Markdown; raw HTML inside it is allowed and sanitized. */
  answer: richTextSource(5000),
});

export const faqAccordionSchema = moduleVisibilitySchema.extend({
  ...sectionHeadingShape,
  items: z
    .array(faqItemSchema)
    .min(1)
    .max(50)
    .refine((items) => new Set(items.map((item) => item.question)).size === items.length, { message: 'questions must be unique' }),
  openFirst: z.boolean().default(false),
});
export type FaqAccordionProps = z.infer<typeof faqAccordionSchema>;
