import 'server-only';
import { cache } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import { cacheTags } from './cache-tags';
import { portalCall } from './portal-call';
import { SITE_INFO_POLICY } from './site-info';

/** The site info a render reads: once per request, from the data cache, a previewer's draft included (site-info.ts reads it outside renders). */
export const getSiteInfo = cache((locale: LanguageCode) => portalCall(locale, SITE_INFO_POLICY, 'website'));

export const getMenus = cache((locale: LanguageCode) => portalCall(locale, { tags: [cacheTags.menus()] }, 'menus'));
