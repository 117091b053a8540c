import 'server-only';
import { cache } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import { cacheTags } from './cache-tags';
import { portalCall } from './portal-call';

/** The dictionaries the lead forms choose from (GET /dicts/{category}). */
export type DictCategory = 'industry' | 'productType' | 'applyArea';

/** Label and value pairs for a form's choices; common data, cached with the locale's other common answers. */
export const getDict = cache((locale: LanguageCode, category: DictCategory) =>
  portalCall(locale, { tags: [cacheTags.common(locale)] }, 'dicts', { params: { category } }),
);
