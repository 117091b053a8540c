import 'server-only';
import { cache } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import type { PreviewAuth } from '../server/portal-context';
import { cacheTags } from './cache-tags';
import { portalCall } from './portal-call';

/** The CMS's shortcut links (GET /hot-menus), shown as the footer's frequent links. */
export const getHotMenus = cache((locale: LanguageCode, preview?: PreviewAuth) =>
  portalCall(locale, preview, { tags: [cacheTags.hotMenus()] }, 'hotMenus'),
);
