import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { z } from 'zod';
import { enUrl, zhUrl } from '../../playwright.config';
import { getPage } from './support/cache-sites';
import { collectConsoleErrors, settle } from './support/console-errors';
import { readMenus, type MenuNode } from './support/content';
import { submenuToggleName } from './support/menu-labels';
import { sites, urlOn, type Site } from './support/sites';

/** The site info fields these tests read, from the fixture the embedded CMS serves. */
const siteInfo = z
  .object({ tel: z.string(), telCooperation: z.string(), email: z.string(), wplusReplaceLink: z.string(), codeUrl: z.string() })
  .parse(JSON.parse(readFileSync(new URL('../../fixtures/site-info.json', import.meta.url), 'utf8')));

const [chinese, english] = sites;
const PRODUCT = '/product/enterprise-cloud';
const HIDDEN_IN_ENGLISH = ['/blog', '/product-updates', '/compatibility'];

const labelOf = (site: Site, item: Pick<MenuNode, 'name' | 'nameUs'>) => (site.code === 'ZH_CN' ? item.name : item.nameUs || item.name);

const allMenus = (items: readonly MenuNode[]): MenuNode[] => items.flatMap((item) => [item, ...allMenus(item.children)]);

function menuNode(code: string): MenuNode {
  const found = allMenus(readMenus()).find((item) => item.menuCode === code);
  if (!found) throw new Error(`fixtures/menus.json has no ${code}`);
  return found;
}

/** The mega-menu columns (renderer/data/menu/mega-menu-columns.ts): product items by column. */
const PRODUCT_COLUMNS = {
  column1: ['hyperconverged-cloud', 'enterprise-cloud'],
  column2: ['hybrid-cloud', 'container-cloud'],
  column3: ['enterprise-storage', 'object-storage', 'file-storage', 'unified-storage'],
  column4: ['xinchuang-cloud', 'top-computing'],
} as const;

/**
 * Console errors that belong to the chrome. A failed background prefetch (`?_rsc=`) of a page the menus
 * link to is that page's defect, reported by its own spec, so it is left out here whatever its status.
 */
const chromeErrors = (errors: readonly string[]) => errors.filter((error) => !/Failed to load resource.*\?_rsc=/.test(error));

const scrollTo = (page: Page, y: number) => page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test.describe('desktop header', () => {
  test.skip(({ isMobile }) => isMobile, 'the mega-menu is the desktop markup');

  test('the Products mega-menu opens on hover with its items in the mapped columns', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto(urlOn(chinese, '/'));
    const banner = page.getByRole('banner');
    const panel = page.locator('#mega-product');
    await expect(panel).toBeHidden();

    await banner.getByRole('link', { name: labelOf(chinese, menuNode('product')), exact: true }).hover();
    await expect(panel).toBeVisible();
    await expect(banner.getByRole('button', { name: `${menuNode('product').name}子菜单` })).toHaveAttribute('aria-expanded', 'true');
    for (const [column, codes] of Object.entries(PRODUCT_COLUMNS)) {
      const cell = panel.locator(`[data-column="${column}"]`);
      for (const code of codes) {
        await expect(cell.getByRole('link', { name: new RegExp(`^${labelOf(chinese, menuNode(code))}`) }), `${code} in ${column}`).toBeVisible();
      }
    }
    // Icons swap to the hover icon under the pointer.
    const entry = panel.getByRole('link', { name: new RegExp(`^${menuNode('enterprise-cloud').name}`) });
    await entry.hover();
    await expect(entry.locator('img').nth(1)).toBeVisible();
    await expect(entry.locator('img').first()).toBeHidden();

    await page.mouse.move(640, 780);
    await expect(panel).toBeHidden();
    await settle(page);
    expect(chromeErrors(errors)).toEqual([]);
  });

  test('a mega-menu opens and closes from the keyboard, and focus stays sensible', async ({ page }) => {
    await page.goto(urlOn(chinese, '/'));
    const toggle = page.getByRole('button', { name: `${menuNode('solution').name}子菜单` });
    const panel = page.locator('#mega-solution');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    for (const [code, column] of [
      ['healthcare', 'column1'],
      ['manufacturing', 'column2'],
      ['media-convergence', 'column3'],
      ['education', 'column4'],
    ] as const) {
      await expect(panel.locator(`[data-column="${column}"]`).getByRole('link', { name: new RegExp(`^${menuNode(code).name}`) })).toBeVisible();
    }
    await page.keyboard.press('Tab');
    await expect(panel.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();

    // ArrowDown on a top link opens its panel and moves into it.
    await page
      .getByRole('banner')
      .getByRole('link', { name: menuNode('product').name, exact: true })
      .focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('#mega-product')).toBeVisible();
    await expect(page.locator('#mega-product a').first()).toBeFocused();
    // Tabbing out of the item closes it.
    await page
      .getByRole('banner')
      .getByRole('link', { name: menuNode('solution').name, exact: true })
      .focus();
    await expect(page.locator('#mega-product')).toBeHidden();
  });

  test('the current top item is highlighted: Products on a product page, About on /company, Resources on /cases', async ({ page }) => {
    const nav = () => page.getByRole('banner').getByRole('navigation', { name: chinese.messages['nav.main'] });
    for (const [path, code] of [
      [PRODUCT, 'product'],
      ['/product/enterprise-storage/object-storage', 'product'],
      ['/company', 'about'],
      ['/career', 'about'],
      ['/cases', 'resources'],
    ] as const) {
      await page.goto(urlOn(chinese, path));
      const current = nav().locator('[aria-current="true"]');
      await expect(current, path).toHaveCount(1);
      await expect(current, path).toHaveText(menuNode(code).name);
    }
  });

  test('the console button leads to the console host and the login link carries service and lang', async ({ page }) => {
    await page.goto(`${urlOn(chinese, PRODUCT)}?x=1`);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: chinese.messages['nav.console'], exact: true })).toHaveAttribute('href', siteInfo.wplusReplaceLink);
    const login = banner.getByRole('link', { name: chinese.messages['nav.login'], exact: true });
    await expect(login).toHaveAttribute('href', /\/login\?/);
    const href = new URL((await login.getAttribute('href')) ?? '');
    expect(`${href.origin}${href.pathname}`).toBe(`${siteInfo.wplusReplaceLink}/login`);
    expect(href.searchParams.get('service')).toBe(`${urlOn(chinese, PRODUCT)}?x=1`);
    expect(href.searchParams.get('lang')).toBe('zh-cn');

    await page.goto(urlOn(english, '/'));
    const englishLogin = page.getByRole('banner').getByRole('link', { name: english.messages['nav.login'], exact: true });
    await expect(englishLogin).toHaveAttribute('href', /lang=en$/);
  });

  test('the language switch keeps port, path and query', async ({ page }) => {
    await page.goto(zhUrl('/product/enterprise-cloud?x=1'));
    await page.getByRole('button', { name: /切换语言/ }).click();
    const options = page.getByRole('banner').getByRole('link', { name: /^(简体中文|English)$/ });
    await expect(options).toHaveCount(2);
    await expect(page.getByRole('banner').getByRole('link', { name: '简体中文' })).toHaveAttribute('aria-current', 'true');
    await page.getByRole('banner').getByRole('link', { name: 'English', exact: true }).click();
    await expect(page).toHaveURL(enUrl('/product/enterprise-cloud?x=1'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });

  test('the side panel: contact popup with both lines and the form slot, QR code, back to top past 100 px', async ({ page }) => {
    await page.goto(urlOn(chinese, PRODUCT));
    const side = page.getByRole('complementary', { name: chinese.messages['side.label'] });
    await side.getByRole('button', { name: chinese.messages['side.contactUs'] }).hover();
    await expect(side.getByRole('link', { name: siteInfo.tel })).toBeVisible();
    await expect(side.getByRole('link', { name: siteInfo.telCooperation })).toBeVisible();
    await expect(side.locator('[data-slot="inquiry-form"]')).toHaveCount(1);
    await side.getByRole('button', { name: chinese.messages['side.officialAccount'] }).focus();
    await expect(side.getByRole('img', { name: chinese.messages['side.qrAlt'] })).toBeVisible();
    await expect(side.getByRole('link', { name: chinese.messages['side.cooperate'] })).toHaveAttribute('href', '/partnership_form');

    const toTop = side.getByRole('button', { name: chinese.messages['side.backToTop'] });
    await expect(toTop).toBeHidden();
    await scrollTo(page, 100);
    await page.waitForTimeout(150);
    await expect(toTop).toBeHidden();
    await scrollTo(page, 101);
    await expect(toTop).toBeVisible();
    await toTop.click();
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(toTop).toBeHidden();
  });

  test('the English side panel has no online chat', async ({ page }) => {
    await page.goto(urlOn(english, '/'));
    const side = page.getByRole('complementary', { name: english.messages['side.label'] });
    await expect(side.getByRole('button', { name: english.messages['side.contactUs'] })).toBeVisible();
    await expect(side.getByRole('button', { name: english.messages['side.onlineChat'] })).toHaveCount(0);
  });
});

test.describe('mobile header', { tag: '@phone' }, () => {
  test.skip(({ isMobile }) => !isMobile, 'the drawer is the mobile markup');

  test('the drawer opens, fixes the body, and closing restores the scroll position exactly', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto(urlOn(chinese, PRODUCT));
    // Late content changes the page height (and Chromium's scroll anchoring moves the page): wait for it first.
    await settle(page);
    await scrollTo(page, 600);
    await expect.poll(() => scrollY(page)).toBe(600);

    const toggle = page.getByRole('button', { name: chinese.messages['nav.menu'] });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const close = page.getByRole('button', { name: chinese.messages['nav.closeMenu'] });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const drawer = page.locator(`[id="${await close.getAttribute('aria-controls')}"]`);
    await expect(drawer).toBeVisible();
    expect(await page.evaluate(() => ({ position: document.body.style.position, top: document.body.style.top }))).toEqual({
      position: 'fixed',
      top: '-600px',
    });

    // The submenus expand; the languages, console and login are in the drawer.
    await drawer.getByText(menuNode('product').name, { exact: true }).click();
    await expect(drawer.getByRole('link', { name: menuNode('object-storage').name, exact: true })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'English', exact: true })).toBeVisible();
    await expect(drawer.getByRole('link', { name: chinese.messages['nav.console'], exact: true })).toHaveAttribute('href', siteInfo.wplusReplaceLink);
    await expect(drawer.getByRole('link', { name: chinese.messages['nav.login'], exact: true })).toBeVisible();

    await close.click();
    await expect(drawer).toBeHidden();
    expect(await page.evaluate(() => document.body.style.position)).toBe('');
    await expect.poll(() => scrollY(page)).toBe(600);

    // Escape closes it too, and following a link closes it and navigates.
    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await drawer.getByText(menuNode('solution').name, { exact: true }).click();
    await drawer.getByRole('link', { name: menuNode('healthcare').name, exact: true }).click();
    await expect(page).toHaveURL(urlOn(chinese, '/solution/healthcare'));
    await expect(drawer).toBeHidden();
    expect(await page.evaluate(() => document.body.style.position)).toBe('');
    await settle(page);
    expect(chromeErrors(errors)).toEqual([]);
  });

  test('the language switch in the drawer keeps port, path and query', async ({ page }) => {
    await page.goto(zhUrl('/product/enterprise-cloud?x=1'));
    await page.getByRole('button', { name: chinese.messages['nav.menu'] }).click();
    await page.getByRole('link', { name: 'English', exact: true }).click();
    await expect(page).toHaveURL(enUrl('/product/enterprise-cloud?x=1'));
  });

  test('only a chat icon floats on the Chinese site, nothing on the English one', async ({ page }) => {
    await page.goto(urlOn(chinese, '/'));
    // The icon is the only chat control outside the footer (which has its online consult button).
    const floating = page.locator(`body button[aria-label="${chinese.messages['side.onlineChat']}"]`);
    await expect(floating).toBeVisible();
    await expect(page.getByRole('contentinfo').locator(`button[aria-label]`)).toHaveCount(0);
    await expect(page.getByRole('complementary')).toHaveCount(0);
    await page.goto(urlOn(english, '/'));
    await expect(page.locator(`button[aria-label="${english.messages['side.onlineChat']}"]`)).toHaveCount(0);
    await expect(page.getByRole('complementary')).toHaveCount(0);
  });
});

for (const site of sites) {
  test.describe(`${site.label} site chrome`, () => {
    test(
      'the navigation shows what the locale shows (English hides product updates, blog and compatibility)',
      { tag: '@phone' },
      async ({ page, isMobile }) => {
        await page.goto(urlOn(site, '/'));
        const banner = page.getByRole('banner');
        // The menus' links load after the page: open the drawer, or the panels holding the hidden sections.
        if (isMobile) await banner.getByRole('button', { name: site.messages['nav.menu'] }).click();
        const hiddenIn = { resources: ['/blog', '/product-updates'], partners: ['/compatibility'] };
        for (const [top, paths] of Object.entries(hiddenIn)) {
          if (!isMobile) await banner.getByRole('button', { name: submenuToggleName(site, top) }).click();
          // Wait for the links of the open menu (every top item has some), then count the hidden ones.
          await expect(banner.locator(isMobile ? 'nav a[href]' : `#mega-${top} a[href]`).first()).toBeAttached();
          for (const path of paths) {
            const count = await banner.locator(`a[href="${path}"]`).count();
            if (site.code === 'EN_US') expect(count, `${path} in the English header`).toBe(0);
            else expect(count, `${path} in the Chinese header`).toBeGreaterThan(0);
          }
        }
        for (const code of ['blog', 'product-updates', 'compatibility']) {
          const name = labelOf(site, menuNode(code));
          const matches = await banner.getByText(name, { exact: true }).count();
          if (site.code === 'EN_US') expect(matches, name).toBe(0);
        }
        if (isMobile) await page.keyboard.press('Escape');
        await expect(page.getByRole('contentinfo').locator('a[href="/compatibility"]')).toHaveCount(site.code === 'EN_US' ? 0 : 1);
        // The site map, linked from the footer, has every menu page the locale shows in its server HTML.
        await page.getByRole('contentinfo').getByRole('link', { name: site.messages['nav.siteMap'] }).click();
        await expect(page.getByRole('heading', { level: 1, name: site.messages['siteMap.title'] })).toBeVisible();
        for (const path of HIDDEN_IN_ENGLISH) {
          const count = await page.getByRole('main').locator(`a[href="${path}"]`).count();
          if (site.code === 'EN_US') expect(count, `${path} on the English site map`).toBe(0);
          else expect(count, `${path} on the Chinese site map`).toBeGreaterThan(0);
        }
      },
    );

    test('the footer has its four groups, the contact block and the notices', async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await page.goto(urlOn(site, '/'));
      const footer = page.getByRole('contentinfo');
      const m = site.messages;
      for (const title of [m['footer.coreProducts'], m['footer.cooperation'], m['footer.legal'], m['footer.frequentLinks']]) {
        const group = footer.getByRole('navigation', { name: title });
        await expect(group, title).toBeVisible();
        expect(await group.getByRole('link').count(), `links of ${title}`).toBeGreaterThan(0);
      }
      const core = footer.getByRole('navigation', { name: m['footer.coreProducts'] });
      await expect(core.getByRole('link', { name: labelOf(site, menuNode('enterprise-cloud')), exact: true })).toHaveAttribute('href', PRODUCT);
      const legal = footer.getByRole('navigation', { name: m['footer.legal'] });
      await expect(legal.getByRole('link', { name: m['footer.privacyPolicy'] })).toHaveAttribute('href', '/legal/privacy');
      await expect(legal.locator('a[href="/service_agreement"]')).toHaveCount(site.code === 'ZH_CN' ? 1 : 0);
      const cooperation = footer.getByRole('navigation', { name: m['footer.cooperation'] });
      await expect(cooperation.locator('a[href="/partnership_form"]')).toHaveCount(1);
      await expect(cooperation.locator('a[href="/contact/investment"]')).toHaveCount(1);

      await expect(footer.getByRole('link', { name: siteInfo.tel })).toHaveAttribute('href', `tel:${siteInfo.tel.replace(/-/g, '')}`);
      await expect(footer.getByRole('link', { name: siteInfo.telCooperation })).toHaveAttribute('href', `tel:${siteInfo.telCooperation.replace(/-/g, '')}`);
      await expect(footer.getByRole('link', { name: siteInfo.email })).toHaveAttribute('href', `mailto:${siteInfo.email}`);
      if (site.code === 'ZH_CN') {
        await expect(footer.getByRole('button', { name: m['footer.onlineConsult'] })).toBeVisible();
        await expect(footer.getByText(/ICP备/)).toBeVisible();
      } else {
        await expect(footer.getByRole('link', { name: m['footer.onlineConsult'] })).toHaveAttribute('href', '/contact');
        await expect(footer.getByText(/ICP/)).toHaveCount(0);
        await expect(footer.getByText(/All rights reserved/)).toBeVisible();
      }
      await settle(page);
      expect(chromeErrors(errors)).toEqual([]);
    });

    test('skip link, main landmark, and no horizontal scroll at 360 px', { tag: '@phone' }, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(urlOn(site, PRODUCT));
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: site.messages['nav.skipToContent'] });
      await expect(skip).toBeFocused();
      await expect(skip).toBeVisible();
      await expect(page.locator('main#main')).toHaveCount(1);
      const width = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
      expect(width.scroll).toBeLessThanOrEqual(width.inner);
    });
  });
}

test('the Chinese online consult asks the chat widget, and goes to /contact when nothing answers within 300 ms', async ({ page }) => {
  await page.goto(urlOn(chinese, '/'));
  const consult = page.getByRole('contentinfo').getByRole('button', { name: chinese.messages['footer.onlineConsult'] });
  await page.evaluate(() => {
    window.addEventListener(
      'site:open-chat',
      (event) => {
        event.preventDefault();
        document.body.dataset.chatOpened = 'yes';
      },
      { once: true },
    );
  });
  await consult.click();
  await expect(page.locator('body')).toHaveAttribute('data-chat-opened', 'yes');
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(urlOn(chinese, '/'));

  await consult.click();
  await expect(page).toHaveURL(urlOn(chinese, '/contact'));
});

test.describe('language links without JavaScript', () => {
  for (const site of sites) {
    const other = site === chinese ? english : chinese;
    test(`${site.label}: the server HTML links the same page on the ${other.label} host, port included`, { tag: '@phone' }, async ({ request, isMobile }) => {
      const page = await getPage(request, urlOn(site, PRODUCT), isMobile ? 'mobile' : 'desktop');
      expect(page.status).toBe(200);
      const links = [...page.html.matchAll(/<a href="([^"]*)" hrefLang="([^"]+)"/g)].map(([, href, lang]) => ({ href, lang }));
      expect(links).toContainEqual({ href: `${other.origin}${PRODUCT}`, lang: other.htmlLang });
      expect(links).toContainEqual({ href: `${site.origin}${PRODUCT}`, lang: site.htmlLang });
    });
  }
});
