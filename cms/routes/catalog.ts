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
import { isVisible } from '../http/preview';

const readable = (locale: LanguageCode, kind: DetailKind, preview: boolean) => contentFor(locale).details[kind].filter((detail) => isVisible(detail, preview));

function catalog(locale: LanguageCode, kind: DetailKind, preview: boolean): CatalogEntry[] {
  const menus = indexMenus(getStore().menus);
  return readable(locale, kind, preview).map(({ id, menuCode, name, desc }) => {
    const menu = menus.get(menuCode);
    return { id, menuCode, name, desc, path: menu?.path ?? `/${kind}/${menuCode}`, iconUrl: menu?.defaultIcon };
  });
}

function detail(locale: LanguageCode, kind: DetailKind, rawId: string | undefined, preview: boolean) {
  const id = idSchema.safeParse(rawId);
  if (!id.success) throw new CmsFailure('badRequest', `${kind} id must be a positive number`);
  const found = readable(locale, kind, preview).find((entry) => entry.id === id.data);
  if (!found) throw new CmsFailure('notFound', `${kind} ${id.data} not found`);
  return servePage(found);
}

export const catalogRoutes: Route[] = [
  get('/products', ({ locale, preview }) => catalog(locale, 'product', preview)),
  get('/solutions', ({ locale, preview }) => catalog(locale, 'solution', preview)),
  get('/services', ({ locale, preview }) => catalog(locale, 'service', preview)),
  get('/{id}/product', ({ locale, params, preview }) => detail(locale, 'product', params.id, preview)),
  get('/{id}/solution', ({ locale, params, preview }) => detail(locale, 'solution', params.id, preview)),
  get('/{id}/service', ({ locale, params, preview }) => detail(locale, 'service', params.id, preview)),
  post('/product/names', ({ locale, body, preview }) => {
    const { ids } = parseBody(productNamesRequestSchema, body);
    return readable(locale, 'product', preview)
      .filter((entry) => ids.includes(entry.id))
      .map(({ id, name }) => ({ id, name }));
  }),
];
