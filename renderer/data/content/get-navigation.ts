import 'server-only';
import { createHash } from 'node:crypto';
import { cache } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import type { MenuItem } from '@/schemas/menu';
import { navigationView, type NavigationView } from '../menu/navigation-view';
import { visibleMenus } from '../menu/visible-menus';
import { getMenus } from './get-site-info';

export type VisibleMenus = { menus: MenuItem[]; failed: boolean };

/** The locale's menu tree as it shows it, once per request: the header's bar, the navigation and the sitemap all read this one. */
export const getVisibleMenus = cache(async (locale: LanguageCode): Promise<VisibleMenus> => {
  const [error, menus] = await getMenus(locale);
  return { menus: visibleMenus(menus ?? [], locale), failed: error !== null };
});

export type Navigation = { view: NavigationView; version: string; failed: boolean };

/**
 * The locale's navigation (mega panels and drawer tree) and a version naming its content, so the
 * address a page links it under (`/api/navigation/{locale}/{version}`) changes exactly when it does.
 * Built and hashed once per request, from the visible menus the header also shows.
 */
export const getNavigation = cache(async (locale: LanguageCode): Promise<Navigation> => {
  const { menus, failed } = await getVisibleMenus(locale);
  const view = navigationView(menus, locale);
  const version = createHash('sha256').update(JSON.stringify(view)).digest('base64url').slice(0, 16);
  return { view, version, failed };
});

export const navigationPath = (locale: LanguageCode, version: string) => `/api/navigation/${locale}/${version}`;
