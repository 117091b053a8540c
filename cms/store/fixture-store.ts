import path from 'node:path';
import type { DetailKind } from '@/schemas/detail';
import { FALLBACK_LANGUAGE, type LanguageCode } from '@/schemas/locale';
import { hotMenuListSchema, menuTreeSchema } from '@/schemas/menu';
import { webInfoSchema } from '@/schemas/site-info';
import { readCmsConfig } from '../config';
import {
  draftMenuListSchema,
  docFileSchemas,
  localeFileSchemas,
  storedDetailSchema,
  storedDocSchema,
  storedModulePageSchema,
  storedNewsSchema,
  type StoredDetail,
} from '../fixture-schemas';
import { listJsonFiles, readJson } from './read-json';
import { watchFixtures } from './watch-fixtures';

/** Locales with content folders of their own; the others are served the fallback's content. */
type ContentLocale = Extract<LanguageCode, 'ZH_CN' | 'EN_US'>;

/** Help documents: the categories, each category's flat tree by category id, and every document, drafts included. */
function loadDocs(dir: string) {
  const docsDir = path.join(dir, 'docs');
  const categories = readJson(path.join(docsDir, 'categories.json'), docFileSchemas.categories);
  const treeOf = (cateId: number) => readJson(path.join(docsDir, `tree-${cateId}.json`), docFileSchemas.tree);
  return {
    categories,
    trees: new Map(categories.map((category) => [category.id, treeOf(category.id)])),
    documents: listJsonFiles(path.join(docsDir, 'documents')).map((file) => readJson(file, storedDocSchema)),
  };
}

function loadLocale(root: string, locale: ContentLocale) {
  const dir = path.join(root, locale);
  const details = (kind: DetailKind) => listJsonFiles(path.join(dir, 'details', kind)).map((file) => readJson(file, storedDetailSchema));
  const schemas = localeFileSchemas;
  const at = (name: keyof typeof schemas) => path.join(dir, name);
  const pages = listJsonFiles(path.join(dir, 'pages')).map((file) => readJson(file, storedModulePageSchema));
  return {
    pages: new Map(pages.map((page) => [page.belongType, page])),
    details: { product: details('product'), solution: details('solution'), service: details('service') } satisfies Record<DetailKind, StoredDetail[]>,
    header: readJson(at('header.json'), schemas['header.json']),
    home: readJson(at('home.json'), schemas['home.json']),
    seo: readJson(at('seo.json'), schemas['seo.json']),
    dicts: readJson(at('dicts.json'), schemas['dicts.json']),
    hotSearchWords: readJson(at('hot-search-words.json'), schemas['hot-search-words.json']),
    newsConstants: readJson(at('news-constants.json'), schemas['news-constants.json']),
    contentResources: readJson(at('content-resources.json'), schemas['content-resources.json']),
    company: readJson(at('company.json'), schemas['company.json']),
    news: listJsonFiles(path.join(dir, 'news')).map((file) => readJson(file, storedNewsSchema)),
    docs: loadDocs(dir),
  };
}
export type LocaleContent = ReturnType<typeof loadLocale>;

function loadStore(root: string) {
  return {
    siteInfo: readJson(path.join(root, 'site-info.json'), webInfoSchema),
    menus: readJson(path.join(root, 'menus.json'), menuTreeSchema),
    /** Menu nodes of unpublished pages: only previewers see them, under their parent. */
    draftMenus: readJson(path.join(root, 'draft-menus.json'), draftMenuListSchema),
    hotMenus: readJson(path.join(root, 'hot-menus.json'), hotMenuListSchema),
    locales: {
      ZH_CN: loadLocale(root, 'ZH_CN'),
      EN_US: loadLocale(root, 'EN_US'),
    } satisfies Record<ContentLocale, LocaleContent>,
  };
}
export type FixtureStore = ReturnType<typeof loadStore>;

declare global {
  // The store of this process, whichever route bundle asks: a reload must reach every route that reads it.
  var cloudPortalFixtureStore: FixtureStore | undefined;
}

/** Fixtures are read and validated once per process, on first use, and again by `reloadStore`. */
export function getStore(): FixtureStore {
  globalThis.cloudPortalFixtureStore ??= loadStore(readCmsConfig().fixturesDir);
  return globalThis.cloudPortalFixtureStore;
}

/** From now on, every file written under the fixtures folder is read again: the server calls it when it starts. */
export function watchStore(): void {
  watchFixtures(readCmsConfig().fixturesDir, reloadStore);
}

/**
 * Reads the fixtures again (a file under them changed). A set that no longer validates leaves the last good one
 * in place, so a half-saved or mistyped file never breaks the running site; the error says what to fix.
 */
export function reloadStore(): { ok: true } | { ok: false; error: string } {
  try {
    globalThis.cloudPortalFixtureStore = loadStore(readCmsConfig().fixturesDir);
    return { ok: true };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

export function contentFor(locale: LanguageCode): LocaleContent {
  const locales = getStore().locales;
  return locale === 'EN_US' ? locales.EN_US : locale === 'ZH_CN' ? locales.ZH_CN : locales[FALLBACK_LANGUAGE];
}
