import 'server-only';
import { cache } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import type { PreviewAuth } from '../server/portal-context';
import { cacheTags } from './cache-tags';
import { portalCall } from './portal-call';

export const getSiteInfo = cache((locale: LanguageCode, preview?: PreviewAuth) =>
  portalCall(locale, preview, { tags: [cacheTags.siteInfo()] }, 'website'),
);

export const getMenus = cache((locale: LanguageCode, preview?: PreviewAuth) =>
  portalCall(locale, preview, { tags: [cacheTags.menus()] }, 'menus'),
);
