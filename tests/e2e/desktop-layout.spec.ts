import { expect, test, type Page } from '@playwright/test';
import { sites, urlOn } from './support/sites';

const [chinese, english] = sites;

const WIDTHS = [1024, 1280, 1366, 1440, 1920];
const PAGES = ['/', '/cases', '/solution/healthcare', '/product/enterprise-cloud', '/service'];

/**
 * Text and links of the page's content that the fixed side panel lies over, at every 700 px of scroll from the
 * top to the end. One evaluation for the whole page: a round trip per position ran past the test's time on a busy run.
 */
function coveredBySidePanel(page: Page, panelLabel: string): Promise<string[]> {
  return page.evaluate((label) => {
    const covered: string[] = [];
    for (let y = 0; y < document.documentElement.scrollHeight; y += 700) {
      window.scrollTo({ top: y, behavior: 'instant' });
      const panel = document.querySelector(`aside[aria-label="${label}"]`)?.getBoundingClientRect();
      if (!panel || panel.width === 0) return ['no side panel'];
      // Decorative images (alt="") are backgrounds that run under everything; their cards and text are checked.
      for (const element of document.querySelectorAll('main :is(h1, h2, h3, p, a, li, button, img:not([alt=""]))')) {
        // What shows of it: slides waiting beside the one shown are clipped by their track, not under the panel.
        const box = element.getBoundingClientRect();
        let { left, right } = box;
        for (let parent = element.parentElement; parent; parent = parent.parentElement) {
          if (getComputedStyle(parent).overflowX === 'visible') continue;
          const clip = parent.getBoundingClientRect();
          left = Math.max(left, clip.left);
          right = Math.min(right, clip.right);
        }
        if (right - left <= 0 || box.height === 0) continue;
        if (right > panel.left && left < panel.right && box.bottom > panel.top && box.top < panel.bottom) {
          covered.push(`${element.tagName} "${(element.textContent ?? '').trim().slice(0, 30)}" scrolled to ${y}`);
        }
      }
    }
    return covered;
  }, panelLabel);
}

/** Cards per row of each card grid in the content (grids of list items). */
function gridRows(page: Page): Promise<number[][]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main ul')]
      .filter((list) => getComputedStyle(list).display === 'grid' && list.children.length > 1)
      .map((list) => {
        const rows = new Map<number, number>();
        for (const item of list.children) {
          const top = Math.round(item.getBoundingClientRect().top);
          rows.set(top, (rows.get(top) ?? 0) + 1);
        }
        return [...rows.values()];
      }),
  );
}

/**
 * Both sites render these pages from the same templates and differ in their texts' lengths: each width visits
 * each page on one site, the site alternating down the pages and from one width to the next, so every page is
 * seen at every width and on both sites.
 */
const siteAt = (widthIndex: number, pathIndex: number) => ((widthIndex + pathIndex) % 2 === 0 ? chinese : english);

test.describe('desktop layout', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop widths');
  // Five pages per width; their first visits render them, which took 26 s of the default 30 on a quiet machine.
  test.describe.configure({ timeout: 90_000 });

  for (const [widthIndex, width] of WIDTHS.entries()) {
    test(`at ${width} px the side panel covers no content and card grids are balanced`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const [pathIndex, path] of PAGES.entries()) {
        const site = siteAt(widthIndex, pathIndex);
        await page.goto(urlOn(site, path));
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        // The panel is drawn just after the page has loaded (renderer/chrome/side-panel/deferred-side-panel.client.tsx).
        await expect(page.getByRole('complementary', { name: site.messages['side.label'] })).toBeVisible();
        expect(await coveredBySidePanel(page, site.messages['side.label']), `${site.label} ${path}`).toEqual([]);
        for (const rows of await gridRows(page)) {
          expect(Math.max(...rows) - Math.min(...rows), `${site.label} ${path}: a card grid's rows ${rows.join(' + ')}`).toBeLessThanOrEqual(1);
        }
      }
    });
  }
});

for (const site of sites) {
  test.describe(`case list, ${site.label} site`, () => {
    test.skip(({ isMobile }) => isMobile, 'desktop widths');

    test('the list of every case keeps its distance from the band above it', async ({ page }) => {
      await page.goto(urlOn(site, '/cases'));
      const heading = page.getByRole('heading', { level: 2, name: site.messages['news.list.cases.title'] });
      const gap = await heading.evaluate((element) => {
        const before = [...document.querySelectorAll('main section')].filter(
          (section) => !section.contains(element) && section.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
        );
        return element.getBoundingClientRect().top - Math.max(...before.map((section) => section.getBoundingClientRect().bottom));
      });
      expect(gap).toBeGreaterThanOrEqual(32);
    });
  });
}
