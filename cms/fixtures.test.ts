import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DETAIL_KINDS } from '@/schemas/detail';
import { hotMenuListSchema, menuTreeSchema, TOP_MENU_CODES, type MenuItem } from '@/schemas/menu';
import { recommendDetailsSchema } from '@/schemas/recommendation';
import { webInfoSchema } from '@/schemas/site-info';
// Test-only reads of the renderer's tables: which belong types and static pages the site asks the CMS for.
import { JSON_MODULE_BELONG_TYPES } from '../renderer/data/api/payload-schemas';
import { STATIC_PAGES, type StaticPage } from '../renderer/pipeline/resolve/static-pages';
import { NEWS_LISTS } from '../renderer/templates/news/news-lists';
import { newsPath } from '../renderer/data/routing/news-paths';
import { parseSidebarBlocks } from '../renderer/templates/news/sidebar-blocks';
import { describeZodIssues } from '@/schemas/zod-issues';
import {
  docFileSchemas,
  localeFileSchemas,
  storedDetailSchema,
  storedDocSchema,
  storedModulePageSchema,
  storedNewsSchema,
  type StoredDetail,
  type StoredDoc,
  type StoredModulePage,
  type StoredNews,
} from './fixture-schemas';

const ROOT = process.cwd();
const FIXTURES = path.join(ROOT, 'fixtures');
const LOCALES = ['ZH_CN', 'EN_US'] as const;
/** Site paths every page may link to besides the menu's own. */
const EXTRA_PATHS = ['/', '/contact', '/document'];
/** Menu items the English site hides (renderer/data/menu/visible-menus.ts), so English content must not link to them. */
const HIDDEN_IN_ENGLISH = ['/blog', '/product-updates', '/compatibility'];
/** Files a download-list offers live on the vendor's download host, not on this site. */
const DOWNLOAD_PATH = /^https:\/\/download\.edgecloud\.example\/[a-z0-9][a-z0-9._-]*(?:\/[a-z0-9][a-z0-9._-]*)*\.[a-z0-9]+$/;
/** Besides site paths, a link may start a mail or a call. */
const MAIL_OR_TEL = /^(mailto:[^\s@]+@[^\s@]+\.[a-z]+|tel:\+?[\d-]+)$/;
/** Detail pages whose exact modules renderer tests pin (headings, snapshots): enriching them is their owners' call. */
const PINNED_DETAILS = new Set([path.join('solution', 'healthcare.json'), path.join('product', 'enterprise-cloud.json')]);
const SMALL_SVG_BYTES = 2048;
/** The draft product page that holds the deliberately broken modules tests need; shipped published content has none. */
const DROP_REPORT_TEST = 'drop-report-test';

const rel = (file: string) => path.relative(ROOT, file);
const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));

/** Parses one fixture file; a failure names the file and its first problems. */
function parseFile<S extends z.ZodType>(file: string, schema: S): z.output<S> {
  const parsed = schema.safeParse(readJson(file));
  if (parsed.success) return parsed.data;
  throw new Error(`${rel(file)} does not match its schema: ${describeZodIssues(parsed.error.issues, 5)}`);
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

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A module type is a folder of `modules/` (docs/architecture.md); read from disk because cms/ may not import modules/. */
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

type FixtureLocale = (typeof LOCALES)[number];
const staticPages: { key: string; page: StaticPage }[] = Object.entries(STATIC_PAGES).map(([key, page]) => ({ key, page }));
const hasLocale = (page: StaticPage, locale: FixtureLocale) => !page.locales || page.locales.includes(locale);
/** Static pages of a locale as site paths, e.g. `/career`. */
const staticPaths = (locale: FixtureLocale) => staticPages.filter(({ page }) => hasLocale(page, locale)).map(({ key }) => `/${key}`);
/** The news lists, and each published article at its one address (`/press/60101`), per locale. */
const newsPathsOf = (locale: FixtureLocale) => [
  ...Object.values(NEWS_LISTS).map((list) => list.path),
  ...listFiles(path.join(FIXTURES, locale, 'news')).flatMap((file) => {
    const news = parseFile(file, storedNewsSchema);
    return news.status === 'published' ? [newsPath(news)] : [];
  }),
];
const newsPaths = { ZH_CN: newsPathsOf('ZH_CN'), EN_US: newsPathsOf('EN_US') } satisfies Record<FixtureLocale, string[]>;
/** Every site path content of a locale may link to: menu pages, the fixed extras, the locale's static pages and its news. */
const sitePathsOf = (locale: FixtureLocale) => new Set([...allowedPaths, ...staticPaths(locale), ...newsPaths[locale]]);

/** A link target content may use: a site path of the locale, a download file, or mailto/tel. */
function linkProblem(href: string, locale: FixtureLocale): string | null {
  if (MAIL_OR_TEL.test(href) || DOWNLOAD_PATH.test(href)) return null;
  const target = href.split('#')[0] ?? '';
  if (!sitePathsOf(locale).has(target)) return `${href} is not a site path`;
  if (locale === 'EN_US' && HIDDEN_IN_ENGLISH.includes(target)) return `${href} is hidden in English`;
  return null;
}

/** Targets of Markdown links, `[text](/path)`, in a string. */
const markdownLinks = (text: string) => [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '');

type DetailFile = { file: string; locale: FixtureLocale; kind: string; key: string; detail: StoredDetail };

function loadDetails(locale: FixtureLocale): DetailFile[] {
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

type PageFile = { file: string; locale: FixtureLocale; name: string; page: StoredModulePage };

/** `fixtures/{locale}/pages/{BELONGTYPE}.json`: the module pages of static pages and blocks. */
function loadPages(locale: FixtureLocale): PageFile[] {
  return listFiles(path.join(FIXTURES, locale, 'pages')).map((file) => ({
    file,
    locale,
    name: path.basename(file),
    page: parseFile(file, storedModulePageSchema),
  }));
}
const pages = LOCALES.flatMap(loadPages);

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
    expect(
      info.siteLanguageList.map((lang) => lang.value),
      'site-info.json: language list',
    ).toEqual(['ZH_CN', 'EN_US', 'JA_JP', 'KO_KR']);
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
    const published = new Set(details.filter((d) => d.locale === locale && d.detail.status === 'published').map((d) => `${d.kind}/${d.detail.menuCode}`));
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

  it('home: the recommended services and the special-service block list different pages', () => {
    const home = parseFile(path.join(FIXTURES, locale, 'home.json'), localeFileSchemas['home.json']);
    const recommended = home.serviceRecommends.map((service) => service.path);
    const special = recommendDetailsSchema.parse(JSON.parse(home.specialService.details)).recommendList.map((item) => item.link);
    expect(
      special.filter((link) => recommended.includes(link)),
      `${locale}/home.json: in both service lists`,
    ).toEqual([]);
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
      const links = [raw, ...nested].flatMap((value) => collectStrings(value)).filter((s) => s.key === 'href' || s.key === 'link' || s.key === 'path');
      for (const { value } of links) {
        expect(linkProblem(value, locale), `${rel(file)}: link ${value}`).toBeNull();
      }
    }
  });

  it('Markdown in module pages and detail pages links only to site paths that exist', () => {
    const files = [...pages, ...details].filter((f) => f.locale === locale).map((f) => f.file);
    for (const file of files) {
      const targets = collectStrings(readJson(file)).flatMap((s) => markdownLinks(s.value));
      for (const href of targets) expect(linkProblem(href, locale), `${rel(file)}: Markdown link ${href}`).toBeNull();
    }
  });

  it('content-resources.json has the text of every static page that shows one', () => {
    const resources = parseFile(path.join(FIXTURES, locale, 'content-resources.json'), localeFileSchemas['content-resources.json']);
    for (const { key, page } of staticPages) {
      if (!page.resource || !hasLocale(page, locale)) continue;
      expect(resources[page.resource]?.type, `${locale}/content-resources.json: /${key} needs "${page.resource}"`).toBe(page.resource);
      expect(resources[page.resource]?.updateTime, `${locale}/content-resources.json: ${page.resource}.updateTime`).toMatch(
        /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
      );
    }
  });

  it('has a published module page for every static page that reads one', () => {
    const names = new Set(pages.filter((p) => p.locale === locale && p.page.status === 'published').map((p) => p.page.belongType));
    for (const { key, page } of staticPages) {
      if (page.modules && hasLocale(page, locale)) expect(names.has(page.modules), `${locale}: no pages/${page.modules}.json for /${key}`).toBe(true);
    }
  });

  if (locale === 'EN_US') {
    it('English module and detail pages hold no Chinese text', () => {
      for (const { file } of [...pages, ...details].filter((f) => f.locale === locale)) {
        const chinese = collectStrings(readJson(file)).filter((s) => /\p{Script=Han}/u.test(s.value));
        expect(
          chinese.map((s) => s.value.slice(0, 40)),
          `${rel(file)}: Chinese text`,
        ).toEqual([]);
      }
    });
  }
});

describe('detail pages', () => {
  it.each(details.map((d) => [`${d.locale}/${d.key}`, d] as const))('%s', (_, { file, kind, key, detail }) => {
    const where = rel(file);
    expect(DETAIL_KINDS, `${where}: folder is a detail kind`).toContain(kind);
    expect(path.basename(file), `${where}: file name is the menuCode`).toBe(`${detail.menuCode}.json`);

    const moduleIds = detail.moduleViewList.map((view) => String(view.id));
    expect(new Set(moduleIds).size, `${where}: module ids are unique`).toBe(moduleIds.length);

    const good = detail.moduleViewList.filter((view) => hostileReason(view) === null);
    // Published pages show real variety; drafts and the pages renderer tests pin may stay shorter.
    const fewest = detail.status === 'published' && !PINNED_DETAILS.has(key) ? 5 : 3;
    expect(good.length, `${where}: ${fewest} to 8 rendering modules`).toBeGreaterThanOrEqual(fewest);
    expect(good.length, `${where}: ${fewest} to 8 rendering modules`).toBeLessThanOrEqual(8);
    if (detail.status === 'published' && !PINNED_DETAILS.has(key)) {
      expect(new Set(good.map((view) => view.type)).size, `${where}: at least 4 module types`).toBeGreaterThanOrEqual(4);
    }
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

    if (detail.menuCode === DROP_REPORT_TEST) return;
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

  it.each(LOCALES)('%s drop-report-test is a draft and holds exactly the four hostile modules', (locale) => {
    const page = details.find((d) => d.locale === locale && d.key === path.join('product', `${DROP_REPORT_TEST}.json`));
    const where = `fixtures/${locale}/details/product/${DROP_REPORT_TEST}.json`;
    expect(page, `${where} exists`).toBeDefined();
    expect(page?.detail.status, `${where}: a draft, which visitors never reach`).toBe('draft');
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

describe('module pages', () => {
  const belongTypes: readonly string[] = JSON_MODULE_BELONG_TYPES;

  it.each(pages.map((p) => [`${p.locale}/pages/${p.name}`, p] as const))('%s', (_, { file, page }) => {
    const where = rel(file);
    expect(path.basename(file), `${where}: file name is the belongType`).toBe(`${page.belongType}.json`);
    expect(belongTypes, `${where}: a belongType the site asks for`).toContain(page.belongType);
    expect(page.name.trim(), `${where}: has a name (the page title)`).not.toBe('');

    const moduleIds = page.moduleViewList.map((view) => String(view.id));
    expect(new Set(moduleIds).size, `${where}: module ids are unique`).toBe(moduleIds.length);
    // NEWSRECOMMEND is a block of the news pages, not a page: no lead banner, and its entries are sidebar blocks the news template parses.
    if (page.belongType === 'NEWSRECOMMEND') {
      const served = page.moduleViewList.map((view) => ({ ...view, details: typeof view.details === 'string' ? view.details : JSON.stringify(view.details) }));
      const sidebar = parseSidebarBlocks(served);
      expect(sidebar.dropped, `${where}: blocks the sidebar would drop`).toEqual([]);
      expect(sidebar.blocks.map((block) => block.type).sort(), `${where}: one block of each type`).toEqual(['ad', 'hotArticle', 'hotRecommend']);
      return;
    }
    for (const view of page.moduleViewList) {
      expect(hostileReason(view), `${where}: module ${view.id} (${view.type}) would be dropped`).toBeNull();
    }
    expect(page.moduleViewList[0]?.type, `${where}: starts with a hero-banner (the page's h1)`).toBe('hero-banner');
    expect(
      page.moduleViewList.filter((view) => view.type === 'hero-banner'),
      `${where}: one hero-banner`,
    ).toHaveLength(1);
    expect(page.moduleViewList.length, `${where}: a hero-banner and 3 to 7 further modules`).toBeGreaterThanOrEqual(4);
    expect(page.moduleViewList.length, `${where}: a hero-banner and 3 to 7 further modules`).toBeLessThanOrEqual(8);
  });

  it('ZH_CN and EN_US hold the same pages with the same modules', () => {
    const byName = (locale: FixtureLocale) => new Map(pages.filter((p) => p.locale === locale).map((p) => [p.name, p.page]));
    const zh = byName('ZH_CN');
    const en = byName('EN_US');
    expect([...en.keys()].sort(), 'fixtures/EN_US/pages: same files as ZH_CN').toEqual([...zh.keys()].sort());
    const shape = (p: StoredModulePage) => ({
      belongType: p.belongType,
      status: p.status,
      modules: p.moduleViewList.map((view) => `${String(view.id)}:${view.type}`),
    });
    for (const [name, page] of zh) {
      const other = en.get(name);
      if (other) expect(shape(other), `fixtures/EN_US/pages/${name}: same ids and modules as ZH_CN`).toEqual(shape(page));
    }
  });
});

describe('images', () => {
  it('the page images are small SVGs', () => {
    const files = listFiles(path.join(ROOT, 'public', 'images', 'pages'));
    expect(files.length, 'public/images/pages holds images').toBeGreaterThan(0);
    for (const file of files) {
      expect(path.extname(file), `${rel(file)} is an SVG`).toBe('.svg');
      expect(fs.statSync(file).size, `${rel(file)} is under ${SMALL_SVG_BYTES} bytes`).toBeLessThan(SMALL_SVG_BYTES);
    }
  });

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

type Locale = (typeof LOCALES)[number];

/** Minimum published news per type, and the drafts that must exist and never be served. */
const NEWS_MINIMUMS = { NEWS: 12, PRODUCTUPDATES: 10, BLOG: 10, INDUSTRIALREPORT: 8, EVENTS: 4 } as const;
const NEWS_DRAFTS = 3;
const INTERPRETATION_TAG: Record<Locale, string> = { ZH_CN: '报告解读', EN_US: 'Report interpretation' };
const MAX_COVER_BYTES = 2048;

/** One fixture file per item, named by its id; the schema is checked as the file is read. */
function loadById<T extends { id: number }>(dir: string, schema: z.ZodType<T>): { file: string; item: T }[] {
  return listFiles(dir).map((file) => {
    const item = parseFile(file, schema);
    expect(path.basename(file), `${rel(file)}: file name is the id`).toBe(`${item.id}.json`);
    return { file, item };
  });
}

const newsOf = (locale: Locale): StoredNews[] => loadById(path.join(FIXTURES, locale, 'news'), storedNewsSchema).map(({ item }) => item);

function docsOf(locale: Locale) {
  const dir = path.join(FIXTURES, locale, 'docs');
  const categories = parseFile(path.join(dir, 'categories.json'), docFileSchemas.categories);
  const trees = categories.map((category) => ({
    cateId: category.id,
    where: rel(path.join(dir, `tree-${category.id}.json`)),
    entries: parseFile(path.join(dir, `tree-${category.id}.json`), docFileSchemas.tree),
  }));
  const documents: StoredDoc[] = loadById(path.join(dir, 'documents'), storedDocSchema).map(({ item }) => item);
  return { categories, trees, documents };
}

describe('news fixtures', () => {
  const byLocale = { ZH_CN: newsOf('ZH_CN'), EN_US: newsOf('EN_US') } satisfies Record<Locale, StoredNews[]>;

  it('ZH_CN and EN_US hold the same items with the same type, status, dates, flags and links', () => {
    const shape = ({ id, type, status, publishTime, recommend, reportType, coverUrl, startTime, link }: StoredNews) => ({
      id,
      type,
      status,
      publishTime,
      recommend,
      reportType,
      coverUrl,
      startTime,
      link,
    });
    expect(byLocale.EN_US.map(shape)).toEqual(byLocale.ZH_CN.map(shape));
  });

  it.each(LOCALES)('%s meets the minimum published count per type, with drafts besides', (locale) => {
    const published = byLocale[locale].filter((news) => news.status === 'published');
    for (const [type, minimum] of Object.entries(NEWS_MINIMUMS)) {
      expect(published.filter((news) => news.type === type).length, `${locale}: published ${type}`).toBeGreaterThanOrEqual(minimum);
    }
    expect(published.length, `${locale}: published news`).toBeGreaterThanOrEqual(44);
    expect(byLocale[locale].filter((news) => news.status === 'draft').length, `${locale}: drafts`).toBe(NEWS_DRAFTS);
    const share = published.filter((news) => news.recommend).length / published.length;
    expect(share, `${locale}: about a quarter recommended`).toBeGreaterThanOrEqual(0.2);
    expect(share, `${locale}: about a quarter recommended`).toBeLessThanOrEqual(0.3);
  });

  it.each(LOCALES)("%s reports use the constants' report types and include interpretations", (locale) => {
    const constants = parseFile(path.join(FIXTURES, locale, 'news-constants.json'), localeFileSchemas['news-constants.json']);
    const known = constants.reportTypes.map((entry) => entry.value);
    const reports = byLocale[locale].filter((news) => news.type === 'INDUSTRIALREPORT');
    for (const report of reports) expect(known, `${locale} news ${report.id}: reportType`).toContain(report.reportType);
    expect(new Set(reports.map((report) => report.reportType)).size, `${locale}: every report type used`).toBe(known.length);
    expect(reports.filter((report) => report.tags.includes(INTERPRETATION_TAG[locale])).length, `${locale}: interpretations`).toBeGreaterThanOrEqual(2);
  });

  it.each(LOCALES)('%s items are dated 2025-2026, with local covers under 2 KB', (locale) => {
    for (const news of byLocale[locale]) {
      const where = `fixtures/${locale}/news/${news.id}.json`;
      expect(news.publishTime, `${where}: publishTime`).toMatch(/^202[56]-/);
      expect(news.coverUrl, `${where}: coverUrl`).toMatch(/^\/images\/news\/[\w-]+\.svg$/);
      const cover = path.join(ROOT, 'public', news.coverUrl ?? '');
      expect(fs.existsSync(cover), `${where}: ${news.coverUrl} exists`).toBe(true);
      if (fs.existsSync(cover)) expect(fs.statSync(cover).size, `${where}: ${news.coverUrl} under 2 KB`).toBeLessThan(MAX_COVER_BYTES);
    }
  });

  it.each(LOCALES)('%s gives every article and case story a cover of its own', (locale) => {
    const idsByCover = new Map<string | null | undefined, number[]>();
    for (const news of byLocale[locale]) idsByCover.set(news.coverUrl, [...(idsByCover.get(news.coverUrl) ?? []), news.id]);
    const shared = [...idsByCover].filter(([, ids]) => ids.length > 1).map(([cover, ids]) => `${cover}: ${ids.join(', ')}`);
    expect(shared, `${locale}: covers shown on more than one article`).toEqual([]);
  });

  it.each(LOCALES)('%s content is Markdown of several paragraphs, some with tables and images', (locale) => {
    const published = byLocale[locale].filter((news) => news.status === 'published');
    for (const news of published) {
      const where = `fixtures/${locale}/news/${news.id}.json`;
      expect(news.content.split(/\n\s*\n/).length, `${where}: several paragraphs`).toBeGreaterThanOrEqual(4);
      expect(news.content, `${where}: a heading`).toMatch(/^## /m);
      expect(news.content, `${where}: a list, a table or a code block`).toMatch(/^(- |\d+\. |\||```)/m);
      expect(news.summary, `${where}: a summary`).toBeTruthy();
    }
    expect(published.filter((news) => /^(- |\d+\. )/m.test(news.content)).length, `${locale}: news with a list`).toBeGreaterThanOrEqual(published.length / 2);
    expect(published.filter((news) => /^\|.*\|$/m.test(news.content)).length, `${locale}: news with a table`).toBeGreaterThanOrEqual(3);
    expect(published.filter((news) => /!\[[^\]]*\]\(\/images\/news\//.test(news.content)).length, `${locale}: news with an image`).toBeGreaterThanOrEqual(3);
  });

  it.each(LOCALES)('%s events have a start time and a location', (locale) => {
    for (const event of byLocale[locale].filter((news) => news.type === 'EVENTS')) {
      expect(event.startTime, `fixtures/${locale}/news/${event.id}.json: startTime`).toBeDefined();
      expect(event.location, `fixtures/${locale}/news/${event.id}.json: location`).toBeTruthy();
    }
  });
});

describe('document fixtures', () => {
  const byLocale = { ZH_CN: docsOf('ZH_CN'), EN_US: docsOf('EN_US') } satisfies Record<Locale, ReturnType<typeof docsOf>>;

  it('ZH_CN and EN_US hold the same categories, trees and documents', () => {
    const shape = ({ categories, trees, documents }: ReturnType<typeof docsOf>) => ({
      categories: categories.map((category) => category.id),
      trees: trees.map(({ cateId, entries }) => ({ cateId, entries: entries.map(({ id, parentId, type, order }) => ({ id, parentId, type, order })) })),
      documents: documents.map(({ id, cateId, status, updateTime, isWplus, wplusDoc, contentType }) => ({
        id,
        cateId,
        status,
        updateTime,
        isWplus,
        wplusDoc,
        contentType,
      })),
    });
    expect(shape(byLocale.EN_US)).toEqual(shape(byLocale.ZH_CN));
  });

  it.each(LOCALES)('%s trees: parents exist and are directories, siblings ordered, directories nested up to 3 deep', (locale) => {
    const { categories, trees } = byLocale[locale];
    expect(categories.length, `${locale}: categories`).toBe(3);
    const allIds = trees.flatMap(({ entries }) => entries.map((entry) => entry.id));
    expect(new Set(allIds).size, `${locale}: entry ids are unique across trees`).toBe(allIds.length);
    let deepest = 0;
    for (const { where, entries } of trees) {
      const byId = new Map(entries.map((entry) => [entry.id, entry]));
      for (const entry of entries) {
        if (entry.parentId === null) continue;
        expect(byId.get(entry.parentId)?.type, `${where}: parent ${entry.parentId} of ${entry.id} is a directory in this tree`).toBe('DIRECTORY');
      }
      const depth = (id: number | null, hops = 0): number => {
        const parent = id === null ? undefined : byId.get(id);
        return parent === undefined || hops > entries.length ? 0 : 1 + depth(parent.parentId, hops + 1);
      };
      for (const directory of entries.filter((entry) => entry.type === 'DIRECTORY')) {
        const level = depth(directory.id);
        expect(level, `${where}: directory ${directory.id} at most 3 deep`).toBeLessThanOrEqual(3);
        deepest = Math.max(deepest, level);
      }
      const parents = new Set(entries.map((entry) => entry.parentId));
      for (const parent of parents) {
        const orders = entries.filter((entry) => entry.parentId === parent).map((entry) => entry.order);
        expect(orders, `${where}: children of ${parent} are stored in increasing order`).toEqual([...new Set(orders)].sort((a, b) => a - b));
      }
    }
    expect(deepest, `${locale}: some directory is 3 deep`).toBe(3);
  });

  it.each(LOCALES)("%s documents: each sits once in its own category's tree, named by its title", (locale) => {
    const { trees, documents } = byLocale[locale];
    const documentEntries = trees.flatMap(({ cateId, entries }) => entries.filter((entry) => entry.type === 'DOCUMENT').map((entry) => ({ cateId, entry })));
    expect(documentEntries.map(({ entry }) => entry.id).sort(), `${locale}: tree documents are the document files`).toEqual(
      documents.map((doc) => doc.id).sort(),
    );
    for (const doc of documents) {
      const placed = documentEntries.find(({ entry }) => entry.id === doc.id);
      expect(placed?.cateId, `fixtures/${locale}/docs/documents/${doc.id}.json: cateId matches its tree`).toBe(doc.cateId);
      expect(placed?.entry.name, `fixtures/${locale}/docs/documents/${doc.id}.json: tree name is the title`).toBe(doc.title);
    }
  });

  it.each(LOCALES)('%s has exactly one empty directory, and none emptied by drafts', (locale) => {
    const { trees, documents } = byLocale[locale];
    const drafts = new Set(documents.filter((doc) => doc.status === 'draft').map((doc) => doc.id));
    const empty = (shown: (id: number) => boolean) =>
      trees.flatMap(({ entries }) =>
        entries
          .filter((entry) => entry.type === 'DIRECTORY' && !entries.some((child) => child.parentId === entry.id && shown(child.id)))
          .map((entry) => entry.id),
      );
    const stored = empty(() => true);
    expect(stored, `${locale}: one empty directory`).toHaveLength(1);
    expect(
      empty((id) => !drafts.has(id)),
      `${locale}: drafts leave no other directory empty`,
    ).toEqual(stored);
  });

  it.each(LOCALES)('%s meets the document counts: published, drafts, HTML and console documents', (locale) => {
    const { documents } = byLocale[locale];
    const info = parseFile(path.join(FIXTURES, 'site-info.json'), webInfoSchema);
    const published = documents.filter((doc) => doc.status === 'published');
    expect(published.length, `${locale}: published documents`).toBeGreaterThanOrEqual(30);
    expect(documents.filter((doc) => doc.status === 'draft').length, `${locale}: draft documents`).toBe(2);
    expect(published.filter((doc) => doc.contentType === 'html').length, `${locale}: HTML documents`).toBe(3);
    const consoleDocs = published.filter((doc) => doc.isWplus);
    expect(consoleDocs.length, `${locale}: console documents`).toBe(2);
    for (const doc of consoleDocs) {
      expect(doc.wplusDoc?.startsWith(`${info.wplusReplaceLink}/`), `${locale} document ${doc.id}: console URL`).toBe(true);
    }
    for (const doc of published.filter((entry) => entry.contentType === 'markdown' && !entry.isWplus)) {
      expect(doc.content, `${locale} document ${doc.id}: a heading`).toMatch(/^## /m);
    }
  });
});
