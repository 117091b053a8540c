import { expect, test, type Page } from '@playwright/test';
import { sites, urlOn } from './support/sites';

/**
 * Card grids never leave one card alone in their last row (four cards are 4 in a row or 2 x 2, never 3 + 1),
 * at any width a visitor uses: every page here lays cards out through modules/_ui/card-grid.tsx.
 */
test.skip(({ isMobile }) => isMobile, 'the widths are set here, phone widths included');

const WIDTHS = [360, 768, 1024, 1280, 1440, 1920];
const PAGES = [
  '/partners',
  '/career',
  '/compatibility',
  '/product/enterprise-storage/unified-storage',
  '/compatibility_form',
  '/partnership_form',
  '/support',
  '/press',
  '/press/60106',
];

/** Cards per row of every list of cards in the content: lists whose items are card-sized boxes (not tags or pills). */
function cardRows(page: Page): Promise<{ list: string; rows: number[] }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main :is(ul, ol, dl)')].flatMap((list) => {
      const cards = [...list.children].filter((item) => {
        const box = item.getBoundingClientRect();
        return box.width >= 100 && box.height >= 60;
      });
      if (cards.length < 2) return [];
      const rows = new Map<number, number>();
      for (const card of cards) {
        const top = Math.round(card.getBoundingClientRect().top);
        rows.set(top, (rows.get(top) ?? 0) + 1);
      }
      const heading = list.closest('section')?.querySelector('h2')?.textContent?.trim() ?? list.tagName;
      return [{ list: `${heading.slice(0, 30)} (${cards.length} cards)`, rows: [...rows.values()] }];
    }),
  );
}

/** One card alone in the last row, under rows that hold more. */
const leavesOneAlone = (rows: number[]) => rows.length > 1 && rows.at(-1) === 1 && Math.max(...rows) > 1;

for (const site of sites) {
  test.describe(`card grids, ${site.label} site`, () => {
    // Each page is loaded once and resized through the widths, as a visitor's window would be.
    test.describe.configure({ timeout: 90_000 });

    for (const path of PAGES) {
      test(`${path} at ${WIDTHS.join(', ')} px: no card alone in a last row`, async ({ page }) => {
        const response = await page.goto(urlOn(site, path));
        test.skip(response?.status() === 404, `${path} is not on the ${site.label} site`);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        const alone: string[] = [];
        let grids = 0;
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          const lists = await cardRows(page);
          grids += lists.length;
          for (const { list, rows } of lists) if (leavesOneAlone(rows)) alone.push(`${list} at ${width} px: ${rows.join(' + ')}`);
        }
        expect(grids, 'the page has card grids').toBeGreaterThan(0);
        expect(alone).toEqual([]);
      });
    }
  });
}
