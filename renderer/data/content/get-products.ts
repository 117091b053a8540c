import 'server-only';
import { cache } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import { cacheTags } from './cache-tags';
import { portalCall } from './portal-call';

/** The published products (GET /products), for the footer's core products; refreshed with the product catalogue. */
export const getProducts = cache((locale: LanguageCode) => portalCall(locale, { tags: [cacheTags.catalog(locale, 'product')] }, 'products'));
