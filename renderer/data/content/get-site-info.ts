import 'server-only';
import { cache } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import { cacheTags } from './cache-tags';
import { portalCall } from './portal-call';

export const getSiteInfo = cache((locale: LanguageCode) => portalCall(locale, { tags: [cacheTags.siteInfo()] }, 'website'));

export const getMenus = cache((locale: LanguageCode) => portalCall(locale, { tags: [cacheTags.menus()] }, 'menus'));
