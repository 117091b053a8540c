import 'server-only';
import { createHash } from 'node:crypto';
import { cache } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import { navigationView, type NavigationView } from '../menu/navigation-view';
import { visibleMenus } from '../menu/visible-menus';
import { getMenus } from './get-site-info';

export type Navigation = { view: NavigationView; version: string; failed: boolean };

/**
 * The locale's navigation (mega panels and drawer tree) and a version naming its content, so the
 * address a page links it under (`/api/navigation/{locale}/{version}`) changes exactly when it does.
 */
export const getNavigation = cache(async (locale: LanguageCode): Promise<Navigation> => {
  const [error, menus] = await getMenus(locale);
  const view = navigationView(visibleMenus(menus ?? [], locale), locale);
  const version = createHash('sha256').update(JSON.stringify(view)).digest('base64url').slice(0, 16);
  return { view, version, failed: error !== null };
});

export const navigationPath = (locale: LanguageCode, version: string) => `/api/navigation/${locale}/${version}`;
