import { expect, test } from '@playwright/test';
import { firstPath, heroTitle, readDetail, readMenus, type MenuNode } from './support/content';
import { sites, urlOn } from './support/sites';

for (const site of sites) {
  test(`${site.label} site: a header menu link leads from the home page to a rendered page`, { tag: '@phone' }, async ({ page, isMobile }) => {
    // The first top-level menu (Products), and the page it leads to: its first descendant with a path.
    const [menu] = [...readMenus()].sort((a, b) => a.order - b.order);
    if (!menu) throw new Error('fixtures/menus.json has no menu');
    const label = site.code === 'ZH_CN' ? menu.name : menu.nameUs || menu.name;
    const path = firstPath(menu);
    if (!path) throw new Error(`menu ${menu.menuCode} leads nowhere`);

    await page.goto(urlOn(site, '/'));
    if (isMobile) {
      // Phones: the menu lives in the drawer; open it, expand the group, follow its first page.
      const leaf = findByPath(readMenus(), path);
      if (!leaf) throw new Error(`no menu item has path ${path}`);
      await page.getByRole('button', { name: site.messages['nav.menu'] }).click();
      const drawer = page.getByRole('banner').locator('details', { hasText: label }).first();
      await drawer.locator('summary').click();
      await drawer.getByRole('link', { name: site.code === 'ZH_CN' ? leaf.name : leaf.nameUs || leaf.name, exact: true }).click();
    } else {
      await page.getByRole('banner').getByRole('link', { name: label, exact: true }).click();
    }

    await expect(page).toHaveURL(urlOn(site, path));
    await expect(page.getByRole('heading', { level: 1, name: heroTitle(readDetail(site.code, path)), exact: true })).toBeVisible();
  });
}

function findByPath(items: readonly MenuNode[], path: string): MenuNode | undefined {
  for (const item of items) {
    const found = item.path === path ? item : findByPath(item.children, path);
    if (found) return found;
  }
  return undefined;
}

/** Every menu page of the kinds the module pipeline renders: products, solutions and services. */
function detailPaths(): string[] {
  const paths: string[] = [];
  const walk = (items: readonly MenuNode[]) => {
    for (const item of items) {
      if (item.path && /^\/(product|solution|service)\//.test(item.path)) paths.push(item.path);
      walk(item.children);
    }
  };
  walk(readMenus());
  return paths;
}

for (const site of sites) {
  test(`${site.label} site: every product, solution and service menu item opens its page`, async ({ page }) => {
    // A full page load each (about 2 s on a busy two-core machine): the default 30 s was the sum's limit, not a page's.
    test.setTimeout(detailPaths().length * 8_000);
    const broken: string[] = [];
    for (const path of detailPaths()) {
      const response = await page.goto(urlOn(site, path));
      if (response?.status() !== 200) broken.push(`${urlOn(site, path)} answered ${response?.status()}`);
      // Streamed sections are revealed shortly after load: wait for the heading as a visitor would.
      else if (
        !(await page
          .getByRole('heading', { level: 1 })
          .first()
          .waitFor({ state: 'visible', timeout: 3000 })
          .then(
            () => true,
            () => false,
          ))
      )
        broken.push(`${urlOn(site, path)} has no heading`);
    }
    expect(broken, 'menu items that do not open a page').toEqual([]);
  });
}
