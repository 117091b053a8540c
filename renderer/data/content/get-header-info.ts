import 'server-only';
import { cache } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import { cacheTags } from './cache-tags';
import { portalCall } from './portal-call';

/** The CMS's header data (GET /header): the announcement above the header, when there is one. */
export const getHeaderInfo = cache((locale: LanguageCode) => portalCall(locale, { tags: [cacheTags.common(locale)] }, 'header'));
