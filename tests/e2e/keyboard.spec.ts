import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { docMenuEntryListSchema } from '../../schemas/document';
import { captchaAnswer, isCaptchaLoad } from './support/captcha';
import { focusedLabel, skipToMain, tabTo } from './support/keyboard';
import { menuLabel, submenuToggleName } from './support/menu-labels';
import { sites, urlOn, type Site } from './support/sites';

/**
 * The site without a mouse: Tab, Shift+Tab, Enter, Escape and the arrow keys only. What chrome, forms,
 * documents and search specs already check with the keyboard (Enter opening a panel, Escape after a
 * click, Enter sending an empty form, Enter opening a directory) is not repeated; these are the journeys.
 */

const [chinese, english] = sites;
/** The server turns away a form sent within 3 s of its first captcha image (cms/forms/fill-time.ts MIN_FILL_MS). */
const MIN_FILL_MS = 3_000;

const DOC_CATEGORY = 202;
const QUICK_START = 22002;
const FIRST_GUIDE = 22103;
const docName = (site: Site, id: number): string => {
  const tree = docMenuEntryListSchema.parse(
    JSON.parse(readFileSync(new URL(`../../fixtures/${site.code}/docs/tree-${DOC_CATEGORY}.json`, import.meta.url), 'utf8')),
  );
  const entry = tree.find((item) => item.id === id);
  if (!entry) throw new Error(`fixture tree ${DOC_CATEGORY} has no entry ${id}`);
  return entry.name;
};

/** Where the focused element is: inside what the open drawer makes inert (main, footer, side panel)? */
const focusBehindDrawer = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('[data-drawer-inert]')));

/** Tabs to the header's search box, types a keyword, sends it with Enter, then walks and follows the results. */
async function searchFromHeader(page: Page, site: Site): Promise<void> {
  const m = site.messages;
  const keyword = site.code === 'ZH_CN' ? '存储' : 'storage';
  await tabTo(page, page.getByRole('banner').getByRole('searchbox', { name: m['search.label'] }));
  await page.keyboard.type(keyword);
  await page.evaluate(() => Object.assign(window, { beforeSearch: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/search' && url.searchParams.get('keyword') === keyword);
  // The router went there: the page was not loaded again.
  expect(await page.evaluate(() => 'beforeSearch' in window)).toBe(true);

  const hits = page.getByRole('region', { name: m['search.title'] }).getByRole('heading', { level: 2 }).getByRole('link');
  await expect(hits.nth(1)).toBeVisible();
  await tabTo(page, hits.first());
  await page.keyboard.press('Tab');
  await expect(hits.nth(1)).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(hits.first()).toBeFocused();
  const href = (await hits.first().getAttribute('href')) ?? '';
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new URL(href, site.origin).href);
}

/**
 * A header popup opened from `button` and showing `shown`: Escape hides it with focus back on the button,
 * Enter opens it again, and a press outside (on a heading, which follows no link) hides it.
 */
async function expectDismissal(page: Page, button: Locator, shown: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(shown).toBeHidden();
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(shown).toBeVisible();
  await page.locator('main h2').first().click();
  await expect(shown).toBeHidden();
}

test.describe('desktop mega menu', () => {
  test.skip(({ isMobile }) => isMobile, 'the mega menu is the desktop markup');

  test('opens from its toggle, arrows move through it, Escape returns to the toggle, Enter follows an entry', async ({ page }) => {
    const site = chinese;
    await page.goto(urlOn(site, '/'));
    const toggle = page.getByRole('button', { name: submenuToggleName(site, 'product') });
    const panel = page.locator('#mega-product');
    const links = panel.getByRole('link');

    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(links.last()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(links.first()).toBeFocused();

    // Shift+Tab goes back to the toggle; the panel stays open while focus is in its item.
    await page.keyboard.press('Shift+Tab');
    await expect(toggle).toBeFocused();
    await expect(panel).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Enter');
    const entry = panel.getByRole('link', { name: new RegExp(`^${menuLabel(site, 'enterprise-cloud')}`) });
    await tabTo(page, entry, { max: 20 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(urlOn(site, '/product/enterprise-cloud'));
    await expect(panel).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('mobile drawer', { tag: '@phone' }, () => {
  test.skip(({ isMobile }) => !isMobile, 'the drawer is the phone markup');

  test('the hamburger opens it, Enter opens submenus, focus stays out of the page behind, Escape returns to the hamburger', async ({ page }) => {
    const site = english;
    const m = site.messages;
    await page.goto(urlOn(site, '/'));
    const hamburger = page.getByRole('banner').getByRole('button', { name: m['nav.menu'] });
    await tabTo(page, hamburger);
    await page.keyboard.press('Enter');
    const close = page.getByRole('button', { name: m['nav.closeMenu'] });
    await expect(close).toBeFocused();
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const nav = page.locator(`[id="${await close.getAttribute('aria-controls')}"]`).getByRole('navigation', { name: m['nav.main'] });

    const products = nav.locator('summary', { hasText: menuLabel(site, 'product') });
    const objectStorage = nav.getByRole('link', { name: menuLabel(site, 'object-storage'), exact: true });
    await tabTo(page, products, { max: 20 });
    await page.keyboard.press('Enter');
    await expect(objectStorage).toBeVisible();
    await tabTo(page, objectStorage, { max: 20 });
    await tabTo(page, products, { backwards: true, max: 20 });
    await page.keyboard.press('Enter');
    await expect(objectStorage).toBeHidden();

    // Round the whole page and back: the main content, footer and side panel behind are never reached.
    for (let press = 0; press < 40; press += 1) {
      await page.keyboard.press('Tab');
      expect(await focusBehindDrawer(page), `Tab ${press + 1} reached the page behind the drawer`).toBe(false);
    }

    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(hamburger).toBeFocused();

    await page.keyboard.press('Enter');
    const solutions = nav.locator('summary', { hasText: menuLabel(site, 'solution') });
    await tabTo(page, solutions, { max: 20 });
    await page.keyboard.press('Enter');
    await tabTo(page, nav.getByRole('link', { name: menuLabel(site, 'healthcare'), exact: true }), { max: 20 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(urlOn(site, '/solution/healthcare'));
    await expect(nav).toBeHidden();
    expect(await focusBehindDrawer(page)).toBe(false);
  });
});

for (const site of sites) {
  const m = site.messages;
  const zh = site.code === 'ZH_CN';

  test(`${site.label}: the contact form is filled and sent from the keyboard, its messages announced`, async ({ page }) => {
    const firstImage = page.waitForResponse((response) => isCaptchaLoad(response.url()) && response.ok());
    await page.goto(urlOn(site, '/contact'));
    await skipToMain(page, m['nav.skipToContent']);
    const form = page.locator('main form').first();
    const firstField = form.getByRole('textbox').first();
    await tabTo(page, firstField);
    await firstImage;
    const shownAt = Date.now();

    // Sent empty: the first field takes focus and is described by its error.
    const secondImage = page.waitForResponse((response) => isCaptchaLoad(response.url()) && response.ok());
    await page.keyboard.press('Enter');
    await secondImage;
    await expect(firstField).toBeFocused();
    await expect(firstField).toHaveAttribute('aria-invalid', 'true');
    await expect(firstField).toHaveAccessibleDescription(m['form.fillBaseInfo']);

    const company = `E2E keyboard ${site.code} ${Date.now().toString(36)}`;
    const values = new Map(
      zh
        ? [
            [m['form.label.name'], '张三'],
            [m['form.label.companyName'], company],
            [m['form.label.mobile'], '13800138000'],
          ]
        : [
            [m['form.label.firstName'], 'Ada'],
            [m['form.label.lastName'], 'Lovelace'],
            [m['form.label.companyName'], company],
            [m['form.label.mobile'], '+44 20 7946 0000'],
          ],
    );
    // Field by field in Tab order, typing what each label asks for, up to the verification code.
    for (let field = 0; (await focusedLabel(page)) !== m['form.label.verifyCode']; field += 1) {
      const label = await focusedLabel(page);
      expect(field < values.size && values.has(label), `an unexpected stop in the form: '${label}'`).toBe(true);
      await page.keyboard.type(values.get(label) ?? '');
      await page.keyboard.press('Tab');
    }
    await page.keyboard.type(await captchaAnswer(page, site));

    await page.waitForTimeout(Math.max(0, MIN_FILL_MS + 200 - (Date.now() - shownAt)));
    const submit = form.getByRole('button', { name: m['form.submit'] });
    await tabTo(page, submit, { max: 5 });
    await page.keyboard.press('Enter');
    await expect(form.getByRole('status')).toHaveText(m['form.submitSuccess']);
    await expect(firstField).toHaveValue('');
    // Sending did not drop focus to the page: the button kept it.
    await expect(submit).toBeFocused();
  });

  test(`${site.label}: the document tree opens, closes and is followed from the keyboard`, { tag: '@phone' }, async ({ page, isMobile }) => {
    await page.goto(urlOn(site, `/document/${DOC_CATEGORY}`));
    await skipToMain(page, m['nav.skipToContent']);
    if (isMobile) {
      // On phones the tree is folded under its 'Contents' summary.
      await tabTo(page, page.getByRole('main').locator('summary', { hasText: m['doc.directory'] }), { max: 10 });
      await page.keyboard.press('Enter');
    }
    const tree = page.getByRole('navigation', { name: m['doc.directory'], exact: true });
    const directory = tree.getByRole('button', { name: docName(site, QUICK_START), exact: true });
    const guide = tree.getByRole('link', { name: docName(site, FIRST_GUIDE), exact: true });

    await tabTo(page, directory, { max: 20 });
    await page.keyboard.press('ArrowRight');
    await expect(directory).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(guide).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('ArrowLeft');
    await expect(directory).toHaveAttribute('aria-expanded', 'false');
    await expect(guide).toHaveCount(0);

    await page.keyboard.press('Enter');
    await expect(directory).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(urlOn(site, `/document/${DOC_CATEGORY}/${FIRST_GUIDE}`));
    await expect(page.getByRole('heading', { level: 1, name: docName(site, FIRST_GUIDE), exact: true })).toBeVisible();
    await expect(guide).toHaveAttribute('aria-current', 'page');
  });

  test.describe(`${site.label} header search`, () => {
    test.skip(({ isMobile }) => isMobile, 'on phones the search box is in the drawer');
    test('is opened, typed and sent from the keyboard, then its results are walked', async ({ page }) => {
      // At 1280 px the bar has a search button; Enter opens the box below the bar with focus in it.
      await page.goto(urlOn(site, '/'));
      await tabTo(page, page.getByRole('banner').getByRole('button', { name: m['nav.search'] }));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('banner').getByRole('searchbox', { name: m['search.label'] })).toBeFocused();
      await searchFromHeader(page, site);
    });
    test('closes on Escape with focus back on its button, and on a press outside', async ({ page }) => {
      await page.goto(urlOn(site, '/'));
      const button = page.getByRole('banner').getByRole('button', { name: m['nav.search'] });
      const box = page.getByRole('banner').getByRole('searchbox', { name: m['search.label'] });
      await tabTo(page, button);
      await page.keyboard.press('Enter');
      await expect(box).toBeFocused();
      await expectDismissal(page, button, box);
    });
  });

  test.describe(`${site.label} language menu`, () => {
    test.skip(({ isMobile }) => isMobile, 'on phones the languages are a list in the drawer');
    test('opens from its button, Escape closes it with focus back on the button, a press outside closes it', async ({ page }) => {
      await page.goto(urlOn(site, '/'));
      const name = m['nav.languageCurrent'].replace('{language}', m[`language.${site.code}`]);
      const button = page.getByRole('banner').getByRole('button', { name, exact: true });
      const other = page.getByRole('banner').getByRole('link', { name: m[site.code === 'ZH_CN' ? 'language.EN_US' : 'language.ZH_CN'] });
      await tabTo(page, button);
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(other).toBeVisible();
      await expectDismissal(page, button, other);
    });
  });

  test.describe(`${site.label} drawer search`, { tag: '@phone' }, () => {
    test.skip(({ isMobile }) => !isMobile, 'the drawer is the phone markup');
    test('is reached through the hamburger, typed and sent, then its results are walked', async ({ page }) => {
      await page.goto(urlOn(site, '/'));
      await tabTo(page, page.getByRole('banner').getByRole('button', { name: m['nav.menu'] }));
      await page.keyboard.press('Enter');
      await searchFromHeader(page, site);
    });
  });
}
