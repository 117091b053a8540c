import 'server-only';
import { cache } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import type { PreviewAuth } from '../server/portal-context';
import { cacheTags } from './cache-tags';
import { portalCall } from './portal-call';

/** The published products (GET /products), for the footer's core products; refreshed with the product catalogue. */
export const getProducts = cache((locale: LanguageCode, preview?: PreviewAuth) =>
  portalCall(locale, preview, { tags: [cacheTags.catalog(locale, 'product')] }, 'products'),
);
