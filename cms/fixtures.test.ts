import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DETAIL_KINDS } from '@/schemas/detail';
import { hotMenuListSchema, menuTreeSchema, TOP_MENU_CODES, type MenuItem } from '@/schemas/menu';
import { webInfoSchema } from '@/schemas/site-info';
import { localeFileSchemas, storedDetailSchema, type StoredDetail } from './fixture-schemas';

const ROOT = process.cwd();
const FIXTURES = path.join(ROOT, 'fixtures');
const LOCALES = ['ZH_CN', 'EN_US'] as const;
/** Site paths every page may link to besides the menu's own (spec section 2). */
const EXTRA_PATHS = ['/', '/contact', '/document'];
/** Menu items hidden in English (spec section 9), so English content must not link to them. */
const HIDDEN_IN_ENGLISH = ['/blog', '/product-updates', '/compatibility'];

const rel = (file: string) => path.relative(ROOT, file);
const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));

/** Parses one fixture file; a failure names the file and its first problems. */
function parseFile<S extends z.ZodType>(file: string, schema: S): z.output<S> {
  const parsed = schema.safeParse(readJson(file));
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
  throw new Error(`${rel(file)} does not match its schema: ${issues}`);
}

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? listFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
    .sort();
}

function flattenMenu(items: MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...flattenMenu(item.children)]);
}

/** Every string in a JSON value, with the object key it sits under (if any). */
function collectStrings(value: unknown, key: string | null = null): { key: string | null; value: string }[] {
  if (typeof value === 'string') return [{ key, value }];
  if (Array.isArray(value)) return value.flatMap((item) => collectStrings(item, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => collectStrings(v, k));
  return [];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A module type is a folder of `modules/` (DESIGN.md); read from disk because cms/ may not import modules/. */
const KNOWN_MODULE_TYPES = new Set(
  fs
    .readdirSync(path.join(ROOT, 'modules'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .map((entry) => entry.name),
);

const menus = parseFile(path.join(FIXTURES, 'menus.json'), menuTreeSchema);
const menuItems = flattenMenu(menus);
const menuPaths = new Set(menuItems.flatMap((item) => (item.path ? [item.path] : [])));
const allowedPaths = new Set([...menuPaths, ...EXTRA_PATHS]);

type DetailFile = { file: string; locale: (typeof LOCALES)[number]; kind: string; key: string; detail: StoredDetail };

function loadDetails(locale: (typeof LOCALES)[number]): DetailFile[] {
  const dir = path.join(FIXTURES, locale, 'details');
  return listFiles(dir).map((file) => ({
    file,
    locale,
    kind: path.basename(path.dirname(file)),
    key: path.relative(dir, file),
    detail: parseFile(file, storedDetailSchema),
  }));
}
const details = LOCALES.flatMap(loadDetails);

/** What makes a stored module one the renderer must drop, or null for a module that renders. */
function hostileReason(view: StoredDetail['moduleViewList'][number]): string | null {
  if (typeof view.details === 'string') {
    try {
      JSON.parse(view.details);
    } catch {
      return 'invalid JSON';
    }
    return 'details stored as a string';
  }
  if (!KNOWN_MODULE_TYPES.has(view.type)) return 'unknown type';
  if (view.details.visible !== true) return 'not visible';
  if (view.type === 'feature-cards' && (!Array.isArray(view.details.cards) || view.details.cards.length === 0)) {
    return 'schema failure';
  }
  return null;
}

describe('global fixtures', () => {
  it('site-info.json matches webInfoSchema', () => {
    const info = parseFile(path.join(FIXTURES, 'site-info.json'), webInfoSchema);
    expect(info.siteLanguageList.map((lang) => lang.value), 'site-info.json: language list').toEqual(['ZH_CN', 'EN_US', 'JA_JP', 'KO_KR']);
    const hosts = info.siteLanguageList.filter((lang) => lang.host).map((lang) => lang.value);
    expect(hosts, 'site-info.json: only ZH_CN and EN_US have hosts').toEqual(['ZH_CN', 'EN_US']);
  });

  it('menus.json matches menuTreeSchema with unique ids and one group per top-level item', () => {
    expect(menus.map((item) => item.menuCode).sort(), 'menus.json: top-level codes').toEqual([...TOP_MENU_CODES].sort());
    const ids = menuItems.map((item) => item.id);
    expect(new Set(ids).size, `menus.json: duplicate ids ${ids.filter((id, i) => ids.indexOf(id) !== i).join(', ')}`).toBe(ids.length);
    for (const top of menus) {
      expect(top.type, `menus.json: ${top.menuCode} type`).toBe(top.menuCode);
      for (const item of flattenMenu(top.children)) {
        expect(item.type, `menus.json: item ${item.id} (${item.menuCode}) belongs to group ${top.menuCode}`).toBe(top.menuCode);
        if (item.classify) {
          expect(item.path ?? null, `menus.json: category heading ${item.id} has no page`).toBeNull();
          expect(item.children.length, `menus.json: category heading ${item.id} groups children`).toBeGreaterThan(0);
        } else {
          expect(item.path, `menus.json: item ${item.id} (${item.menuCode}) has a path`).toMatch(/^\//);
          expect(item.path?.endsWith(`/${item.menuCode}`), `menus.json: path of ${item.id} ends in ${item.menuCode}`).toBe(true);
        }
      }
    }
  });

  it('hot-menus.json matches hotMenuListSchema and points at menu paths', () => {
    const hot = parseFile(path.join(FIXTURES, 'hot-menus.json'), hotMenuListSchema);
    for (const entry of hot) expect(allowedPaths.has(entry.path), `hot-menus.json: ${entry.path} is not a site path`).toBe(true);
  });
});

describe.each(LOCALES)('locale %s', (locale) => {
  it.each(Object.keys(localeFileSchemas) as (keyof typeof localeFileSchemas)[])('%s matches its schema', (name) => {
    parseFile(path.join(FIXTURES, locale, name), localeFileSchemas[name]);
  });

  it('has a published detail page for every product, solution and service menu page', () => {
    const published = new Set(
      details.filter((d) => d.locale === locale && d.detail.status === 'published').map((d) => `${d.kind}/${d.detail.menuCode}`),
    );
    const kinds: readonly string[] = DETAIL_KINDS;
    for (const item of menuItems) {
      if (!kinds.includes(item.type) || !item.path?.startsWith(`/${item.type}/`)) continue;
      expect(published.has(`${item.type}/${item.menuCode}`), `${locale}: no published detail for menu page ${item.path}`).toBe(true);
    }
  });

  it('seo.json has a module entry for every published detail page', () => {
    const seo = parseFile(path.join(FIXTURES, locale, 'seo.json'), localeFileSchemas['seo.json']);
    for (const { file, kind, detail } of details.filter((d) => d.locale === locale && d.detail.status === 'published')) {
      expect(seo.modules[`${kind}-${detail.menuCode}`], `${locale}/seo.json: no entry for ${rel(file)}`).toBeDefined();
    }
  });

  it('links only to site paths that exist', () => {
    const files = listFiles(path.join(FIXTURES, locale)).filter((file) => !file.endsWith('content-resources.json') && !file.endsWith('company.json'));
    for (const file of files) {
      const raw = readJson(file);
      // Home blocks keep their recommendation lists as JSON strings.
      const nested = collectStrings(raw)
        .filter((s) => s.key === 'details' && s.value.trim().startsWith('{'))
        .flatMap((s) => {
          try {
            return [JSON.parse(s.value) as unknown];
          } catch {
            return [];
          }
        });
      const links = [raw, ...nested]
        .flatMap((value) => collectStrings(value))
        .filter((s) => s.key === 'href' || s.key === 'link' || s.key === 'path');
      for (const { value } of links) {
        expect(allowedPaths.has(value), `${rel(file)}: link ${value} is not a site path`).toBe(true);
        if (locale === 'EN_US') expect(HIDDEN_IN_ENGLISH, `${rel(file)}: ${value} is hidden in English`).not.toContain(value);
      }
    }
  });
});

describe('detail pages', () => {
  it.each(details.map((d) => [`${d.locale}/${d.key}`, d] as const))('%s', (_, { file, kind, detail }) => {
    const where = rel(file);
    expect(DETAIL_KINDS, `${where}: folder is a detail kind`).toContain(kind);
    expect(path.basename(file), `${where}: file name is the menuCode`).toBe(`${detail.menuCode}.json`);

    const moduleIds = detail.moduleViewList.map((view) => String(view.id));
    expect(new Set(moduleIds).size, `${where}: module ids are unique`).toBe(moduleIds.length);

    const good = detail.moduleViewList.filter((view) => hostileReason(view) === null);
    expect(good.length, `${where}: 3 to 6 rendering modules`).toBeGreaterThanOrEqual(3);
    expect(good.length, `${where}: 3 to 6 rendering modules`).toBeLessThanOrEqual(6);
    expect(detail.moduleViewList[0]?.type, `${where}: starts with a hero-banner`).toBe('hero-banner');

    const menuItem = menuItems.find((item) => item.id === detail.id);
    if (detail.status === 'published') {
      expect(menuItem, `${where}: id ${detail.id} is a menu item`).toBeDefined();
      expect(menuItem?.menuCode, `${where}: menuCode matches menu item ${detail.id}`).toBe(detail.menuCode);
      expect(menuItem?.type, `${where}: menu item ${detail.id} is in group ${kind}`).toBe(kind);
      expect(menuItem?.path?.endsWith(`/${detail.menuCode}`), `${where}: menu path ${menuItem?.path} ends in ${detail.menuCode}`).toBe(true);
    } else {
      expect(menuItem, `${where}: a draft is not in the menu`).toBeUndefined();
    }

    if (detail.menuCode === 'enterprise-cloud') return;
    for (const view of detail.moduleViewList) {
      expect(hostileReason(view), `${where}: module ${view.id} (${view.type}) would be dropped`).toBeNull();
    }
  });

  it('ZH_CN and EN_US hold the same pages with the same modules', () => {
    const byKey = (locale: string) => new Map(details.filter((d) => d.locale === locale).map((d) => [d.key, d.detail]));
    const zh = byKey('ZH_CN');
    const en = byKey('EN_US');
    expect([...en.keys()].sort(), 'fixtures/EN_US/details: same files as ZH_CN').toEqual([...zh.keys()].sort());
    const shape = (d: StoredDetail) => ({
      id: d.id,
      menuCode: d.menuCode,
      status: d.status,
      modules: d.moduleViewList.map((view) => `${String(view.id)}:${view.type}`),
    });
    for (const [key, detail] of zh) {
      const other = en.get(key);
      if (other) expect(shape(other), `fixtures/EN_US/details/${key}: same ids and modules as ZH_CN`).toEqual(shape(detail));
    }
  });

  it('includes a draft page that the menu does not list', () => {
    for (const locale of LOCALES) {
      const draft = details.find((d) => d.locale === locale && d.key === path.join('product', 'edge-ai.json'));
      expect(draft?.detail.status, `fixtures/${locale}/details/product/edge-ai.json is a draft`).toBe('draft');
    }
  });

  it.each(LOCALES)('%s enterprise-cloud holds exactly the four hostile modules', (locale) => {
    const page = details.find((d) => d.locale === locale && d.key === path.join('product', 'enterprise-cloud.json'));
    const where = `fixtures/${locale}/details/product/enterprise-cloud.json`;
    expect(page, `${where} exists`).toBeDefined();
    const modules = page?.detail.moduleViewList ?? [];
    const hostile = modules
      .filter((view) => hostileReason(view) !== null)
      .map((view) => ({ type: view.type, reason: hostileReason(view), named: view.name?.startsWith('hostile:') }));
    expect(hostile, `${where}: hostile modules`).toEqual([
      { type: 'rich-text', reason: 'invalid JSON', named: true },
      { type: 'feature-cards', reason: 'schema failure', named: true },
      { type: 'legacy-carousel', reason: 'unknown type', named: true },
      { type: 'call-to-action', reason: 'not visible', named: true },
    ]);
    const invisible = modules.find((view) => view.type === 'call-to-action' && hostileReason(view) === 'not visible');
    const body = invisible && isRecord(invisible.details) ? invisible.details : {};
    expect(body, `${where}: the invisible call-to-action is otherwise valid`).toMatchObject({
      visible: false,
      title: expect.any(String),
      action: { label: expect.any(String), href: '/contact' },
    });
    expect(modules.filter((view) => view.name?.startsWith('hostile:')).length, `${where}: four modules named hostile`).toBe(4);
  });
});

describe('images', () => {
  const jsonFiles = listFiles(FIXTURES).filter((file) => file.endsWith('.json'));

  it.each(jsonFiles.map((file) => [rel(file), file] as const))('%s references only images under public/', (_, file) => {
    const images = collectStrings(readJson(file)).flatMap((s) => s.value.match(/\/images\/[^\s"'()<>\\]+/g) ?? []);
    for (const image of new Set(images)) {
      expect(fs.existsSync(path.join(ROOT, 'public', image)), `${rel(file)}: ${image} is missing under public/`).toBe(true);
    }
    expect(
      collectStrings(readJson(file)).some((s) => /^https?:\/\//.test(s.value) && /\.(svg|png|jpe?g|gif|webp)$/i.test(s.value)),
      `${rel(file)}: no remote images`,
    ).toBe(false);
  });
});
