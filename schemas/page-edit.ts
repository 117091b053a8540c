import { z } from 'zod';
import { detailKindSchema } from './detail';

/**
 * The contract of `/api/preview/edit` (docs/preview.md, "Editing"): what the inspector sends to edit a page of
 * the embedded CMS in place, and what it is answered.
 */

/** Locales with content folders of their own: the two the embedded CMS stores. */
export const editLocaleSchema = z.enum(['ZH_CN', 'EN_US']);
export type EditLocale = z.infer<typeof editLocaleSchema>;

const DETAIL_PAGE = /^(product|solution|service):([1-9]\d{0,15})$/;
const MODULE_PAGE = /^page:([A-Z][A-Z0-9_]{1,39})$/;

/** A detail page by its kind and numeric id, or a module page by its `belongType`: no other characters, so never a path. */
export const editPageRefSchema = z
  .string()
  .max(64)
  .transform((page, context) => {
    const detail = DETAIL_PAGE.exec(page);
    const kind = detailKindSchema.safeParse(detail?.[1]);
    if (detail && kind.success) return { kind: kind.data, id: Number(detail[2]) };
    const belongType = MODULE_PAGE.exec(page)?.[1];
    if (belongType) return { kind: 'page' as const, belongType };
    context.addIssue({ code: 'custom', message: 'name a page as product:1104, solution:NNN, service:NNN or page:CAREER' });
    return z.NEVER;
  });
export type EditPageRef = z.output<typeof editPageRefSchema>;

/** A module as stored: `details` an object, or a string for a module whose JSON is broken on purpose. */
export const editableModuleSchema = z.object({
  id: z.union([z.string(), z.number()]),
  type: z.string(),
  name: z.string().nullish(),
  details: z.union([z.string(), z.record(z.string(), z.unknown())]),
});
export type EditableModule = z.infer<typeof editableModuleSchema>;

/** GET `?page=…&locale=…`, and the newer content a stale save is answered with. */
export const editablePageSchema = z.object({ version: z.string(), modules: z.array(editableModuleSchema) });
export type EditablePage = z.infer<typeof editablePageSchema>;

export const editQuerySchema = z.strictObject({ page: editPageRefSchema, locale: editLocaleSchema });

const moduleIdSchema = z.union([z.string().min(1).max(200), z.number().int()]);
const detailsSchema = z.record(z.string(), z.unknown());

export const pageChangeSchema = z.discriminatedUnion('op', [
  z.strictObject({ op: z.literal('update'), moduleId: moduleIdSchema, details: detailsSchema }),
  z.strictObject({ op: z.literal('visible'), moduleId: moduleIdSchema, visible: z.boolean() }),
  z.strictObject({ op: z.literal('move'), moduleId: moduleIdSchema, direction: z.enum(['up', 'down']) }),
  z.strictObject({ op: z.literal('remove'), moduleId: moduleIdSchema }),
  z.strictObject({
    op: z.literal('add'),
    type: z.string().min(1).max(100),
    details: detailsSchema,
    name: z.string().max(200).optional(),
    /** Null puts it first. */
    afterModuleId: moduleIdSchema.nullable(),
  }),
]);
export type PageChange = z.infer<typeof pageChangeSchema>;

/** POST body: the change, and the version of the page it was made against. */
export const editRequestSchema = z.strictObject({
  page: editPageRefSchema,
  locale: editLocaleSchema,
  version: z.string().min(1).max(128),
  change: pageChangeSchema,
});
export type EditRequest = z.infer<typeof editRequestSchema>;

/** One problem of an invalid `details`: the field's path joined with "." (`cards.0.title`; "" for the whole value). */
export const editIssueSchema = z.object({ path: z.string(), message: z.string() });
export type EditIssue = z.infer<typeof editIssueSchema>;

/** 200 of a POST; `moduleId` is the new module's of an `add`. */
export const editSavedSchema = z.object({ version: z.string(), moduleId: z.union([z.string(), z.number()]).optional() });
/** 409: someone saved first; the newer content comes along. */
export const editStaleSchema = editablePageSchema.extend({ error: z.literal('stale') });
/** 422: nothing was written. */
export const editInvalidSchema = z.object({ error: z.literal('invalid'), issues: z.array(editIssueSchema) });
