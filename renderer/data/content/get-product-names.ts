import 'server-only';
import { cache } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import { cacheTags } from './cache-tags';
import { portalCall } from './portal-call';

/** The most ids one `POST /product/names` takes (schemas/detail.ts). */
const MAX_IDS = 200;

// Keyed by the joined ids: `cache` compares arguments by identity.
const namesOf = cache((locale: LanguageCode, ids: string) =>
  portalCall(locale, { tags: [cacheTags.catalog(locale, 'product')] }, 'productNames', {
    body: { ids: ids.split(',').map(Number).slice(0, MAX_IDS) },
  }),
);

/** The catalogue's current names of some products (`POST /product/names`), refreshed with the product catalogue. */
export const getProductNames = (locale: LanguageCode, ids: readonly number[]) => namesOf(locale, ids.join(','));
