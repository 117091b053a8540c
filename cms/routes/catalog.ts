import type { CatalogEntry, DetailKind } from '@/schemas/detail';
import { productNamesRequestSchema } from '@/schemas/detail';
import type { LanguageCode } from '@/schemas/locale';
import { CmsFailure } from '../http/envelope';
import { get, post, type Route } from '../http/route';
import { contentFor, getStore } from '../store/fixture-store';
import { indexMenus } from '../store/menu-index';
import { servePage } from '../store/serve-page';
import { idSchema } from '../http/read-request';
import { parseBody } from './parse-body';


const published = (locale: LanguageCode, kind: DetailKind) =>
  contentFor(locale).details[kind].filter((detail) => detail.status === 'published');

function catalog(locale: LanguageCode, kind: DetailKind): CatalogEntry[] {
  const menus = indexMenus(getStore().menus);
  return published(locale, kind).map(({ id, menuCode, name, desc }) => {
    const menu = menus.get(menuCode);
    return { id, menuCode, name, desc, path: menu?.path ?? `/${kind}/${menuCode}`, iconUrl: menu?.defaultIcon };
  });
}

function detail(locale: LanguageCode, kind: DetailKind, rawId: string | undefined) {
  const id = idSchema.safeParse(rawId);
  if (!id.success) throw new CmsFailure('badRequest', `${kind} id must be a positive number`);
  const found = published(locale, kind).find((entry) => entry.id === id.data);
  if (!found) throw new CmsFailure('notFound', `${kind} ${id.data} not found`);
  return servePage(found);
}

export const catalogRoutes: Route[] = [
  get('/products', ({ locale }) => catalog(locale, 'product')),
  get('/solutions', ({ locale }) => catalog(locale, 'solution')),
  get('/services', ({ locale }) => catalog(locale, 'service')),
  get('/{id}/product', ({ locale, params }) => detail(locale, 'product', params.id)),
  get('/{id}/solution', ({ locale, params }) => detail(locale, 'solution', params.id)),
  get('/{id}/service', ({ locale, params }) => detail(locale, 'service', params.id)),
  post('/product/names', ({ locale, body }) => {
    const { ids } = parseBody(productNamesRequestSchema, body);
    return published(locale, 'product')
      .filter((entry) => ids.includes(entry.id))
      .map(({ id, name }) => ({ id, name }));
  }),
];
