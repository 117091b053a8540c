import 'server-only';
import { cache } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import { cacheTags } from './cache-tags';
import { portalCall } from './portal-call';

/** The CMS's shortcut links (GET /hot-menus), shown as the footer's frequent links. */
export const getHotMenus = cache((locale: LanguageCode) => portalCall(locale, { tags: [cacheTags.hotMenus()] }, 'hotMenus'));
