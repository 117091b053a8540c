import { expect, test, type Locator, type Page } from '@playwright/test';
import { readMenus } from './support/content';
import { submenuToggleName } from './support/menu-labels';
import { sites, urlOn } from './support/sites';

/**
 * The desktop header at the widths visitors use (issue 14): nothing in the bar overlaps, the menu bar is
 * there from 1024 px, and search is reachable from the header at every width, in both languages.
 */
test.skip(({ isMobile }) => isMobile, 'the desktop header; phones have the drawer');

const WIDTHS = [1024, 1200, 1280, 1366, 1440, 1680, 1920];

type Box = { name: string; left: number; right: number; top: number; bottom: number };

/** The bar's parts as a visitor sees them: the logo, each top-level item, and each control after the menu. */
const barParts = (page: Page): Promise<Box[]> =>
  page.getByRole('banner').evaluate((header) => {
    // The bar is logo, menu, then the controls (search, language, login, console, drawer button).
    const controls = header.firstElementChild?.lastElementChild;
    const parts = [
      header.querySelector('#site-logo'),
      ...header.querySelectorAll('nav > ul > li'),
      ...(controls ? [...controls.children].flatMap((child) => [child, ...child.children]) : []),
    ];
    return parts.flatMap((part) => {
      const box = part?.getBoundingClientRect();
      if (!part || !box || box.width === 0 || box.height === 0) return [];
      const name = part.getAttribute('aria-label') ?? part.textContent?.trim().slice(0, 24) ?? part.tagName;
      return [{ name: name || part.tagName, left: box.left, right: box.right, top: box.top, bottom: box.bottom }];
    });
  });

const overlapping = (a: Box, b: Box) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
/** A control and the element it wraps (the search button inside its slot) are one part, not a collision. */
const contains = (outer: Box, inner: Box) => outer.left <= inner.left && inner.right <= outer.right;

/** Room left in the search box once its whole placeholder is drawn (negative: the placeholder is cut). */
const placeholderRoom = (input: Locator) =>
  input.evaluate((field: HTMLInputElement) => {
    const style = getComputedStyle(field);
    const context = document.createElement('canvas').getContext('2d');
    if (context) context.font = `${style.fontSize} ${style.fontFamily}`;
    const text = context?.measureText(field.placeholder).width ?? Infinity;
    return field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - text;
  });

for (const site of sites) {
  // One page, resized through the widths as a visitor's window would be: a load per width cost 7 s each.
  test(`${site.label} header at ${WIDTHS.join(', ')} px: no overlap, the menu bar and a way to search`, async ({ page }) => {
    await page.goto(urlOn(site, '/product/enterprise-cloud'));
    const banner = page.getByRole('banner');
    const input = banner.getByRole('searchbox');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await expect(banner.getByRole('navigation', { name: site.messages['nav.main'] }).getByRole('listitem').first()).toBeVisible();

      const parts = await barParts(page);
      const collisions = parts.flatMap((a, i) =>
        parts
          .slice(i + 1)
          .filter((b) => overlapping(a, b) && !contains(a, b) && !contains(b, a))
          .map((b) => `${a.name} × ${b.name}`),
      );
      expect(collisions, `overlapping header items at ${width} px`).toEqual([]);
      for (const part of parts) expect(part.right, `${part.name} inside the window at ${width} px`).toBeLessThanOrEqual(width);

      // Search: the box in the bar, or the button that opens it.
      const behindButton = !(await input.isVisible());
      if (behindButton) {
        await banner.getByRole('button', { name: site.messages['nav.search'] }).click();
        await expect(input).toBeFocused();
      }
      expect(await placeholderRoom(input), `the whole placeholder fits in the search box at ${width} px`).toBeGreaterThanOrEqual(0);
      if (behindButton) {
        await input.press('Escape');
        await expect(input).toBeHidden();
      }
    }
    // Either way a keyword reaches /search.
    if (!(await input.isVisible())) await banner.getByRole('button', { name: site.messages['nav.search'] }).click();
    await input.fill('cloud');
    await input.press('Enter');
    await expect(page).toHaveURL(urlOn(site, '/search?keyword=cloud'));
  });
}

/** An open mega panel as a visitor sees it: each column's box and the top of its first link, the gap between columns, every heading. */
const panelLayout = (panel: Locator) =>
  panel.evaluate((element) => {
    const grid = element.querySelector('[data-column]')?.parentElement;
    const columns = [...element.querySelectorAll('[data-column]')].map((column) => {
      const box = column.getBoundingClientRect();
      const firstLink = column.querySelector('a')?.getBoundingClientRect();
      return {
        id: column.getAttribute('data-column') ?? '',
        left: box.left,
        right: box.right,
        links: column.querySelectorAll('a').length,
        top: firstLink?.top,
      };
    });
    const gap = grid ? parseFloat(getComputedStyle(grid).columnGap) || 0 : 0;
    // Links and their names are spans; the only paragraphs among the columns are category headings.
    const headings = grid ? [...grid.querySelectorAll('p')].map((heading) => heading.textContent?.trim() ?? '') : [];
    return { columns, gap, headings };
  });

for (const site of sites) {
  test(`${site.label} mega menu at 1280 and 1920 px: no empty column, columns on one top line, each heading once`, async ({ page }) => {
    await page.goto(urlOn(site, '/'));
    const banner = page.getByRole('banner');
    const codes = readMenus().map((top) => top.menuCode);
    for (const width of [1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      for (const code of codes) {
        const toggle = banner.getByRole('button', { name: submenuToggleName(site, code), exact: true });
        // A top-level item the site hides has no toggle.
        if ((await toggle.count()) === 0) continue;
        await toggle.click();
        const panel = page.locator(`#mega-${code}`);
        await expect(panel.locator('[data-column] a').first()).toBeVisible();
        const { columns, gap, headings } = await panelLayout(panel);
        const where = `${code} at ${width} px`;
        expect(
          columns.filter((column) => column.links === 0).map((column) => column.id),
          `${where}: empty columns`,
        ).toEqual([]);
        // Side by side with one gap between neighbours: no empty track between two columns either.
        for (const [index, column] of columns.slice(1).entries()) {
          expect(column.left - (columns[index]?.right ?? 0), `${where}: space before ${column.id}`).toBeLessThanOrEqual(gap + 1);
        }
        const tops = columns.map((column) => Math.round(column.top ?? -1));
        expect(Math.max(...tops) - Math.min(...tops), `${where}: first links at ${tops.join(', ')}`).toBeLessThanOrEqual(1);
        expect(
          headings.filter((heading, index) => headings.indexOf(heading) !== index),
          `${where}: headings ${headings.join(', ')}`,
        ).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(panel).toBeHidden();
      }
    }
  });
}
