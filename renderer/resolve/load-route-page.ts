import 'server-only';
import { cache } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import { getPageDetail } from '../content/get-page-detail';
import { getMenus } from '../content/get-site-info';
import { unwrap } from '../page/unwrap';
import { resolveRoute } from './resolve-route';

/** Route segments to the page's data; shared by `generateMetadata` and the page through `cache`. */
// Keyed by the joined path: `cache` compares arguments by identity, and each caller gets its own segments array.
export const loadRoutePage = cache(async (locale: LanguageCode, path: string) => {
  const target = resolveRoute(path.split('/').filter(Boolean), unwrap(await getMenus(locale)));
  if (target.kind !== 'detail') return target;
  const detail = unwrap(await getPageDetail(locale, target.detailKind, target.node.id));
  return { kind: 'detail' as const, detail, node: target.node };
});
