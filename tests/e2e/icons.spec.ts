import { expect, test, type Page } from '@playwright/test';
import { sites, urlOn } from './support/sites';

/**
 * The chrome's icons (modules/_ui/icons.module.css) are slots of one SVG sprite. As one data: URL each, they
 * made a page's style recalculation 0.1 to 0.3 s longer at a phone's speed: Chromium builds an SVG document per image.
 */
test.skip(({ isMobile }) => isMobile, 'the same stylesheet serves both layouts: run once');

/** Pages whose chrome shows, between them, every icon: the product page has the language menu's check, the side panel's icons and the drawer's. */
const PAGES = ['/product/enterprise-cloud', '/'];
const ICONS = '[class*="_icon "]';
const [chinese] = sites;

/** Each distinct icon of the pages, drawn 40 px large on a white strip so hidden ones (menus, drawer) are drawn too. */
async function drawEveryIcon(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const strip = document.createElement('div');
    strip.id = 'icon-strip';
    strip.style.cssText = 'position:fixed;inset:0 auto auto 0;z-index:2147483647;display:flex;gap:8px;padding:8px;background:#fff;color:#000';
    const names = [...new Set([...document.querySelectorAll(selector)].map((icon) => icon.className))];
    for (const name of names) {
      const icon = document.createElement('span');
      icon.className = name;
      icon.style.setProperty('--icon-size', '40px');
      strip.append(icon);
    }
    document.body.append(strip);
    return names;
  }, ICONS);
}

test('every chrome icon draws its own shape', async ({ page }) => {
  const shots = new Map<string, Buffer>();
  for (const path of PAGES) {
    await page.goto(urlOn(chinese, path));
    // The side panel mounts after hydration.
    await expect(page.getByRole('complementary', { name: chinese.messages['side.label'] })).toBeVisible();
    const names = await drawEveryIcon(page);
    const icons = page.locator('#icon-strip > span');
    await expect(icons).toHaveCount(names.length);
    for (const [index, name] of names.entries()) {
      if (!shots.has(name)) shots.set(name, await icons.nth(index).screenshot({ animations: 'disabled' }));
    }
  }
  expect(shots.size, 'the pages show at least the header, side panel and drawer icons').toBeGreaterThanOrEqual(12);
  await page.evaluate(() => {
    const blank = document.createElement('span');
    blank.id = 'blank-icon';
    blank.style.cssText = 'position:fixed;inset:0 auto auto 0;z-index:2147483647;display:block;width:40px;height:40px;background:#fff';
    document.body.append(blank);
  });
  const blank = await page.locator('#blank-icon').screenshot();
  const drawn = [...shots.entries()];
  for (const [name, shot] of drawn) expect(shot.equals(blank), `${name} is drawn`).toBe(false);
  for (const [index, [name, shot]] of drawn.entries()) {
    for (const [other, otherShot] of drawn.slice(index + 1)) expect(shot.equals(otherShot), `${name} differs from ${other}`).toBe(false);
  }
});

test('the icons come from one sprite, fetched once', async ({ page }) => {
  const spriteRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/_next/static/media/icons.')) spriteRequests.push(request.url());
  });
  await page.goto(urlOn(chinese, '/product/enterprise-cloud'));
  await expect(page.getByRole('complementary', { name: chinese.messages['side.label'] })).toBeVisible();
  const masks = await page.locator(ICONS).evaluateAll((icons) => [...new Set(icons.map((icon) => getComputedStyle(icon).maskImage))]);
  expect(masks).toHaveLength(1);
  expect(masks[0]).toMatch(/^url\("http:\/\/[^"]+\/_next\/static\/media\/icons\.[\w-]+\.svg"\)$/);
  await expect.poll(() => spriteRequests).toHaveLength(1);
});
