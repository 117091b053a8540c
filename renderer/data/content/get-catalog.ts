import 'server-only';
import { cache } from 'react';
import type { DetailKind } from '@/schemas/detail';
import type { LanguageCode } from '@/schemas/locale';
import { cacheTags } from './cache-tags';
import { portalCall } from './portal-call';

const CATALOG_ENDPOINT = { product: 'products', solution: 'solutions', service: 'services' } as const;

/** The published items of one kind (GET /products, /solutions, /services); refreshed with that catalogue. */
export const getCatalog = cache((locale: LanguageCode, kind: DetailKind) =>
  portalCall(locale, { tags: [cacheTags.catalog(locale, kind)] }, CATALOG_ENDPOINT[kind]),
);
