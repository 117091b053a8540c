import { z } from 'zod';

/** `/help-doc/menus`: a documentation category. */
export const docCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  desc: z.string().nullish(),
  iconUrl: z.string().nullish(),
});
export const docCategoryListSchema = z.array(docCategorySchema);
export type DocCategory = z.infer<typeof docCategorySchema>;

/** A flat entry of the document tree; the tree is built from `parentId`. */
export const docMenuEntrySchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  type: z.enum(['DIRECTORY', 'DOCUMENT']),
  order: z.number().int().default(0),
});
export const docMenuEntryListSchema = z.array(docMenuEntrySchema);
export type DocMenuEntry = z.infer<typeof docMenuEntrySchema>;

export const docDetailSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  updateTime: z.string(),
  /** When true the document lives in the console's docs and `wplusDoc` links to it. */
  isWplus: z.boolean().default(false),
  content: z.string(),
  wplusDoc: z.string().nullish(),
  contentType: z.enum(['markdown', 'html']).default('markdown'),
});
export type DocDetail = z.infer<typeof docDetailSchema>;

/** The longest document content an export takes, posted or stored. */
export const DOC_EXPORT_MAX_CHARS = 400_000;

export const docExportRequestSchema = z.object({
  content: z.string().max(DOC_EXPORT_MAX_CHARS),
  updateTime: z.string().max(40),
});
export type DocExportRequest = z.infer<typeof docExportRequestSchema>;
