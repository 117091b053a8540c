import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { send } from '../../scripts/load-held/http-send';
import { readMenus, type MenuNode } from './support/content';

/**
 * A crawler (or a visitor without JavaScript) reaches every menu page from the home page by following
 * plain `<a href>` links in the server HTML, on both hosts and both devices, however the header is built.
 */
test.skip(({ isMobile }) => isMobile, 'server HTML, no browser: run once');

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
/** Sections the English site leaves out (renderer/data/menu/visible-menus.ts). */
const HIDDEN_IN_ENGLISH = new Set(['product-updates', 'blog', 'compatibility']);
const MAX_PAGES = 200;

/** Every site path of the menu tree the locale shows. */
function menuPaths(nodes: readonly MenuNode[], english: boolean): string[] {
  return nodes
    .filter((node) => !(english && HIDDEN_IN_ENGLISH.has(node.menuCode)))
    .flatMap((node) => [...(node.path?.startsWith('/') ? [node.path] : []), ...menuPaths(node.children, english)]);
}

/** The site paths a page links to with `href`, without query or fragment; files and API addresses left out. */
function linkedPaths(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\shref="(\/[^"/][^"]*|\/)"/g)]
    .map((match) => (match[1] ?? '').replace(/&amp;/g, '&').split(/[?#]/)[0] ?? '')
    .filter((path) => !path.startsWith('/api/') && !path.startsWith('/_next/') && !/\.[a-z0-9]+$/i.test(path));
}

for (const [host, english] of [
  [`localhost:${E2E_PORT}`, false],
  [`en.localhost:${E2E_PORT}`, true],
] as const) {
  for (const [device, userAgent] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`${host} on a ${device}: every menu page is reachable from the home page through links in the server HTML`, async () => {
      test.setTimeout(180_000);
      const wanted = new Set(menuPaths(readMenus(), english));
      const linked = new Set<string>();
      const queue = ['/'];
      const visited = new Set(queue);
      while (queue.length > 0 && visited.size <= MAX_PAGES && [...wanted].some((path) => !linked.has(path))) {
        const path = queue.shift() ?? '/';
        const page = await send({ port: E2E_PORT, host, path, headers: { 'user-agent': userAgent } });
        if (page.status !== 200 || !page.headers['content-type']?.startsWith('text/html')) continue;
        for (const next of linkedPaths(page.text)) {
          linked.add(next);
          if (!visited.has(next)) {
            visited.add(next);
            queue.push(next);
          }
        }
      }
      expect(
        [...wanted].filter((path) => !linked.has(path)),
        `menu pages no link leads to (${visited.size} pages crawled)`,
      ).toEqual([]);
    });
  }
}
