import { z } from 'zod';
import { moduleVisibilitySchema } from '@/schemas/detail';
import { richTextSource } from '../_ui/rich-text-source';

export const richTextSchema = moduleVisibilitySchema.extend({
  title: z.string().max(120).optional(),
  /** Markdown; raw HTML inside it is allowed and sanitized. */
  content: richTextSource(100_000),
  align: z.enum(['left', 'center']).default('left'),
});
export type RichTextProps = z.infer<typeof richTextSchema>;
