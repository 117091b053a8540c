import { nearestPage } from '../../data/routing/nearest-page';

type Here = { pathname: string; search: string; hash: string };

/**
 * Where the switcher's plain link leads (server HTML, no scripts, a link checker): the same page, query and
 * hash kept, unless the other language lacks it (`missing`, its static pages it does not have), then its
 * closest section there, else its home. The click asks the server, which also knows the pages the CMS has
 * (language-switch.ts).
 */
export function switchLanding(here: Here, missing: readonly string[]): Here {
  const landing = nearestPage(`${here.pathname}${here.search}`, (path) => !missing.includes(path));
  // A copy, not `here`: callers spread the result, and a URL's fields are getters a spread does not see.
  if (landing === `${here.pathname}${here.search}`) return { pathname: here.pathname, search: here.search, hash: here.hash };
  const [pathname = '/', query] = landing.split(/\?(.*)/s);
  return { pathname, search: query ? `?${query}` : '', hash: '' };
}
