import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { LocaleCode } from './sites';

/** Expected texts come from the CMS fixtures the embedded CMS serves, read as a visitor-facing contract. */
const FIXTURES = new URL('../../../fixtures/', import.meta.url);

const readJson = (relativePath: string): unknown => JSON.parse(readFileSync(new URL(relativePath, FIXTURES), 'utf8'));

// Only the fields these tests read; everything else passes through untouched.
const moduleViewSchema = z.object({ id: z.string(), name: z.string(), type: z.string(), details: z.unknown() });
const detailSchema = z.object({ id: z.number(), name: z.string(), moduleViewList: z.array(moduleViewSchema) });
const homeSchema = z.object({
  banners: z.array(z.object({ title: z.string() })).min(1),
  customerCase: z.object({ title: z.string() }),
  customerCases: z.array(z.object({ name: z.string(), logoUrl: z.string() })).min(1),
});
export type MenuNode = { name: string; nameUs: string | null; menuCode: string; path: string | null; order: number; children: MenuNode[] };
const menuSchema: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({
    name: z.string(),
    nameUs: z.string().nullable(),
    menuCode: z.string(),
    path: z.string().nullable(),
    order: z.number(),
    children: z.array(menuSchema),
  }),
);

export type ModuleView = z.infer<typeof moduleViewSchema>;
export type Detail = z.infer<typeof detailSchema>;

/** `fixtures/{locale}/details/{path}.json`, e.g. path `/product/enterprise-cloud`. */
export function readDetail(locale: LocaleCode, path: string): Detail {
  return detailSchema.parse(readJson(`${locale}/details${path}.json`));
}

export function readHome(locale: LocaleCode) {
  return homeSchema.parse(readJson(`${locale}/home.json`));
}

export function readMenus(): MenuNode[] {
  return z.array(menuSchema).parse(readJson('menus.json'));
}

/** Where a top-level menu item leads: its own path, else its first descendant's (depth first, by order). */
export function firstPath(item: MenuNode): string | undefined {
  if (item.path) return item.path;
  for (const child of [...item.children].sort((a, b) => a.order - b.order)) {
    const path = firstPath(child);
    if (path) return path;
  }
  return undefined;
}

/** `details` as the CMS sends it: an object, or a JSON string; undefined when the string does not parse. */
export function detailsOf(view: ModuleView): Record<string, unknown> | undefined {
  let details = view.details;
  if (typeof details === 'string') {
    try {
      details = JSON.parse(details);
    } catch {
      return undefined;
    }
  }
  const parsed = z.record(z.string(), z.unknown()).safeParse(details);
  return parsed.success ? parsed.data : undefined;
}

/** The fixtures mark the modules that must never render by a `hostile:` name. */
export const isHostile = (view: ModuleView): boolean => view.name.startsWith('hostile');
export const isInvisible = (view: ModuleView): boolean => detailsOf(view)?.visible === false;
/** Modules a visitor must see: not hostile and not switched off. */
export const shownModules = (detail: Detail): ModuleView[] => detail.moduleViewList.filter((m) => !isHostile(m) && !isInvisible(m));

/** Plain-text fields a module shows (markdown `content` is left out: its rendered text differs). */
const TEXT_KEYS = new Set(['eyebrow', 'title', 'subtitle', 'desc', 'label']);

export function textsOf(view: ModuleView): string[] {
  const texts: string[] = [];
  const walk = (value: unknown, key?: string) => {
    if (typeof value === 'string') {
      if (key !== undefined && TEXT_KEYS.has(key) && value.trim()) texts.push(value);
    } else if (Array.isArray(value)) {
      value.forEach((item) => walk(item));
    } else if (value !== null && typeof value === 'object') {
      Object.entries(value).forEach(([k, v]) => walk(v, k));
    }
  };
  walk(detailsOf(view));
  // An unparseable `details` string must not leak onto the page either.
  if (typeof view.details === 'string' && detailsOf(view) === undefined) texts.push(view.details);
  return texts;
}

/** The hero banner's title: the page's h1. */
export function heroTitle(detail: Detail): string {
  const hero = shownModules(detail).find((m) => m.type === 'hero-banner');
  const title = hero && detailsOf(hero)?.title;
  if (typeof title !== 'string') throw new Error(`fixture ${detail.name} has no visible hero-banner title`);
  return title;
}

/**
 * Texts that must not appear: those of hidden modules (hostile or `visible: false`) that no shown
 * module also uses (both call-to-action modules have a "Contact us" button, for example).
 */
export function forbiddenTexts(detail: Detail, which: (view: ModuleView) => boolean): string[] {
  const shown = new Set(shownModules(detail).flatMap(textsOf));
  return [...new Set(detail.moduleViewList.filter(which).flatMap(textsOf))].filter((text) => !shown.has(text));
}
