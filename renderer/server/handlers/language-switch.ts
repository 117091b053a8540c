import 'server-only';
import { SITE_MAP_PATH } from '../../data/menu/site-map-path';
import { safeReturnPath } from '../../data/preview/preview-token';
import { nearestPage } from '../../data/routing/nearest-page';
import { isSiteLocale, type SiteLocale } from '../../data/routing/site-locales';
import { loadSiteOrigins } from '../../data/routing/load-site-origins';
import { localeHasPath } from '../../pipeline/resolve/locale-has-path';
import { collectSitePaths } from '../sitemap/collect-site-paths';
import { currentPreview } from '../../data/preview/preview-session';
import { PRIVATE_HEADERS } from './private-headers';

/** Pages every language has that the sitemap leaves out (they are not indexed). */
const UNLISTED_PAGES = new Set(['/search', SITE_MAP_PATH]);

/**
 * The origin the browser asked for (its own scheme and port on the other language's host), when its host
 * is the one the site info gives that language; else the configured origin. Never a host of the request's choosing.
 */
async function targetOrigin(target: SiteLocale, asked: string | null): Promise<string | undefined> {
  const sites = await loadSiteOrigins(target);
  const host = sites?.languages.find((language) => language.value === target)?.host;
  if (host && asked && URL.canParse(asked)) {
    const url = new URL(asked);
    if (/^https?:$/.test(url.protocol) && url.hostname === new URL(`http://${host}`).hostname) return url.origin;
  }
  return sites?.origins[target];
}

/** A navigation the site's own page started: browsers say so in Sec-Fetch-Site; a link from elsewhere, or a client that does not say, is not one. */
const fromTheSite = (request: Request) => ['same-origin', 'same-site'].includes(request.headers.get('sec-fetch-site') ?? '');

/**
 * GET /api/language-switch?to=EN_US&origin=…&path=…: the switcher's click lands on the same page in the
 * other language when it has it (an English blog article too, though the English menu hides the blog), else on
 * its closest section there, else that language's home (a page one
 * language lacks, such as the Chinese-only service agreement, is no 404 in the other). A previewer stays in
 * preview: the token from this host's cookie goes along, and the other host takes it out of the address. The token goes only
 * to the configured origin (SITE_URL_SCHEME, SITE_URL_PORT), never one a parameter names, and only when the site's own page
 * asked: this is a GET, and the cookie is SameSite=Lax, so another site's link would otherwise be answered with the token.
 */
export async function switchLanguage(request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const target = query.get('to');
  if (target === null || !isSiteLocale(target)) return new Response('unknown language', { status: 400, headers: PRIVATE_HEADERS });
  const preview = fromTheSite(request) ? await currentPreview() : undefined;
  const origin = preview ? (await loadSiteOrigins(target))?.origins[target] : await targetOrigin(target, query.get('origin'));
  if (!origin) return new Response('this language has no site', { status: 404, headers: PRIVATE_HEADERS });
  const pages = new Set(await collectSitePaths(target));
  const landing = nearestPage(safeReturnPath(query.get('path')), (path) => (pages.has(path) || UNLISTED_PAGES.has(path)) && localeHasPath(path, target));
  const location = new URL(landing, origin);
  if (preview) {
    location.searchParams.set('ispreview', '1');
    location.searchParams.set('pretoken', preview.token);
  }
  return new Response(null, { status: 303, headers: { ...PRIVATE_HEADERS, location: location.href } });
}
