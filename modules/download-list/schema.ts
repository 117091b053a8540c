import { z } from 'zod';
import { moduleVisibilitySchema } from '@/schemas/detail';
import { hrefSchema } from '@/schemas/link';
import { sectionHeadingShape } from '@/schemas/section-heading';

export const downloadItemSchema = z.object({
  title: z.string().trim().min(1).max(120),
  description: z.string().trim().min(1).max(300),
  /** Shown as the badge: PDF, ZIP, ISO, DOCX ... */
  fileType: z.string().regex(/^[A-Z0-9]{1,8}$/, { message: 'file type is 1-8 capital letters or digits, like PDF' }),
  /** As the visitor should read it, e.g. "8.6 MB". */
  size: z.string().trim().min(1).max(20),
  version: z.string().trim().min(1).max(30).optional(),
  href: hrefSchema,
});

export const downloadListSchema = moduleVisibilitySchema.extend({
  ...sectionHeadingShape,
  items: z
    .array(downloadItemSchema)
    .min(1)
    .max(50)
    .refine((items) => new Set(items.map((item) => item.href)).size === items.length, { message: 'download links must be unique' }),
});
export type DownloadListProps = z.infer<typeof downloadListSchema>;
