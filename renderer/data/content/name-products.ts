import 'server-only';
import { cache } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import type { PortalResult } from '../api/call-types';
import { nameProducts } from './product-names';
import { cacheTags } from './cache-tags';
import { portalCall } from './portal-call';

/** The most ids one `POST /product/names` takes (schemas/detail.ts). */
const MAX_IDS = 200;

/** The catalogue's current names of some products (`POST /product/names`), refreshed with the product catalogue. */
const getProductNames = cache((locale: LanguageCode, ids: string) =>
  portalCall(locale, { tags: [cacheTags.catalog(locale, 'product')] }, 'productNames', {
    body: { ids: ids.split(',').map(Number).slice(0, MAX_IDS) },
  }),
);

/**
 * A page answer whose modules name products by id, with those names filled in by one call before render:
 * a renamed product is renamed in every module, and one the CMS does not name drops its module with the
 * reason. Pages that name no product by id make no call.
 */
export async function withProductNames<Page extends { moduleViewList: unknown[] }>(
  locale: LanguageCode,
  answer: PortalResult<Page>,
): Promise<PortalResult<Page>> {
  if (answer[0]) return answer;
  const page = answer[1];
  const moduleViewList = await nameProducts(page.moduleViewList, (ids) => getProductNames(locale, ids.join(',')));
  return moduleViewList === page.moduleViewList ? answer : [null, { ...page, moduleViewList: [...moduleViewList] }];
}
