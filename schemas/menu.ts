import { z } from 'zod';

/** The seven top-level menu codes; a menu item's `type` names the group it belongs to. */
export const TOP_MENU_CODES = ['product', 'solution', 'partners', 'resources', 'about', 'service', 'support'] as const;
export const topMenuCodeSchema = z.enum(TOP_MENU_CODES);
export type TopMenuCode = z.infer<typeof topMenuCodeSchema>;

/** Known extra fields a menu item's `desc` JSON may carry; anything else in it is ignored. */
const menuDescExtraSchema = z.object({
  text: z.string().optional(),
  subtitle: z.string().optional(),
  badge: z.string().optional(),
});
export type MenuDesc = z.infer<typeof menuDescExtraSchema>;

/** Reads a menu item's `desc`: plain text, or a JSON string with extra fields. */
export function parseMenuDesc(desc: string | null | undefined): MenuDesc {
  if (!desc) return {};
  const trimmed = desc.trim();
  if (!trimmed.startsWith('{')) return { text: desc };
  try {
    const parsed = menuDescExtraSchema.safeParse(JSON.parse(trimmed));
    return parsed.success ? parsed.data : { text: desc };
  } catch {
    return { text: desc };
  }
}

export const menuItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameUs: z.string().nullish(),
  menuCode: z.string().min(1),
  /** Site path the item links to; null for a grouping item without a page. */
  path: z.string().nullish(),
  type: topMenuCodeSchema,
  order: z.number().int().default(0),
  /** True for a category heading that groups children in the mega-menu. */
  classify: z.boolean().default(false),
  /** Plain text or a JSON string of extra fields; read it with `parseMenuDesc`. */
  desc: z.string().nullish(),
  defaultIcon: z.string().nullish(),
  hoverIcon: z.string().nullish(),
  get children(): z.ZodDefault<z.ZodArray<typeof menuItemSchema>> {
    return z.array(menuItemSchema).default([]);
  },
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const menuTreeSchema = z.array(menuItemSchema);

/** `/hot-menus`: shortcuts shown in the mega-menu and search box. */
export const hotMenuSchema = z.object({
  name: z.string(),
  nameUs: z.string().nullish(),
  path: z.string(),
});
export const hotMenuListSchema = z.array(hotMenuSchema);
export type HotMenu = z.infer<typeof hotMenuSchema>;
