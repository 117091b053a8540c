import 'server-only';
import { cache } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import { getPageDetail } from '../../data/content/get-page-detail';
import { getMenus } from '../../data/content/get-site-info';
import { unwrap } from '../page/unwrap';
import { readPageModules } from '../parse/read-page-modules';
import { loadStaticPage } from './load-static-page';
import { resolveRoute } from './resolve-route';
import { matchStaticPage } from './static-pages';

/**
 * Route segments to the page's data, its modules read and enriched: a static page first, else a
 * menu route. Shared by `generateMetadata` and the page through `cache`, keyed by the joined path
 * because `cache` compares arguments by identity and each caller gets its own segments array.
 */
export const loadRoutePage = cache(async (locale: LanguageCode, path: string) => {
  const segments = path.split('/').filter(Boolean);
  const staticMatch = matchStaticPage(segments, locale);
  if (staticMatch) return loadStaticPage(locale, staticMatch);
  const target = resolveRoute(segments, unwrap(await getMenus(locale)));
  if (target.kind !== 'detail') return target;
  const { detailKind, node } = target;
  const detail = unwrap(await getPageDetail(locale, detailKind, node.id));
  return { kind: 'detail' as const, detailKind, node, detail, entries: await readPageModules(locale, detail.moduleViewList) };
});
