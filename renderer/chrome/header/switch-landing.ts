import { nearestPage } from '../../data/routing/nearest-page';
import { localeHasPath } from '../../pipeline/resolve/locale-has-path';
import type { LanguageCode } from '@/schemas/locale';

type Here = { pathname: string; search: string; hash: string };

/**
 * Where the switcher's plain link leads (server HTML, no scripts, a link checker): the same page, query and
 * hash kept, when the other language answers it, else its closest section there, else its home. The click
 * asks the server, which also knows the pages the CMS has (language-switch.ts).
 */
export function switchLanding(here: Here, to: LanguageCode): Here {
  const landing = nearestPage(`${here.pathname}${here.search}`, (path) => localeHasPath(path, to));
  if (landing === `${here.pathname}${here.search}`) return here;
  const [pathname = '/', query] = landing.split(/\?(.*)/s);
  return { pathname, search: query ? `?${query}` : '', hash: '' };
}
