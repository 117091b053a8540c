/**
 * The page listing every menu page (templates/site-map); the footer links it on every page. A file of its
 * own: the menus' client status line links it, and the footer's link lists would bring zod along.
 */
export const SITE_MAP_PATH = '/site-map';
