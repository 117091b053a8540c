import { z } from 'zod';
import { isOneOf } from './one-of';

/** One entry of a page's `moduleViewList`; `details` is a JSON string holding the module's props and `visible`. */
export const moduleViewSchema = z.object({
  id: z.union([z.number().int(), z.string().min(1)]),
  name: z.string().nullish(),
  type: z.string().min(1),
  details: z.string(),
});
export type ModuleView = z.infer<typeof moduleViewSchema>;

/** The flag every module's `details` carries. */
export const moduleVisibilitySchema = z.object({ visible: z.boolean().default(true) });

/**
 * Product, solution and service detail. Entries of `moduleViewList` are checked one by one against
 * `moduleViewSchema` by the renderer, so one malformed entry drops that module and not the page.
 */
export const pageDetailSchema = z.object({
  id: z.number().int(),
  menuCode: z.string().min(1),
  name: z.string(),
  desc: z.string().nullish(),
  moduleViewList: z.array(z.unknown()).default([]),
});
export type PageDetail = z.infer<typeof pageDetailSchema>;

/**
 * `/{belongType}/json-modules`: the modules of a page that is not a menu item (career, partners,
 * support, download ...) or of a block of one (NEWSRECOMMEND: the news sidebars). Same entries and
 * same dropping rules as a detail's `moduleViewList`.
 */
export const modulePageSchema = z.object({
  belongType: z.string().regex(/^[A-Z][A-Z0-9_]{1,39}$/),
  name: z.string(),
  desc: z.string().nullish(),
  moduleViewList: z.array(z.unknown()).default([]),
});
export type ModulePage = z.infer<typeof modulePageSchema>;

export const DETAIL_KINDS = ['product', 'solution', 'service'] as const;
export const detailKindSchema = z.enum(DETAIL_KINDS);
export type DetailKind = z.infer<typeof detailKindSchema>;
export const isDetailKind = (type: string): type is DetailKind => isOneOf(DETAIL_KINDS, type);

/** `/products`, `/solutions`, `/services`: published items for menus, footers and recommendations. */
export const catalogEntrySchema = z.object({
  id: z.number().int(),
  menuCode: z.string().min(1),
  name: z.string(),
  desc: z.string().nullish(),
  path: z.string(),
  iconUrl: z.string().nullish(),
});
export const catalogSchema = z.array(catalogEntrySchema);
export type CatalogEntry = z.infer<typeof catalogEntrySchema>;

/** `/product/names`: ids in, names out. */
export const productNamesRequestSchema = z.object({ ids: z.array(z.number().int()).max(200) });
export const productNamesSchema = z.array(z.object({ id: z.number().int(), name: z.string() }));
