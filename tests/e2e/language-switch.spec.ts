import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { z } from 'zod';
import { enUrl, zhUrl } from '../../playwright.config';
import { sites } from './support/sites';

const [chinese, english] = sites;
/** The development token the embedded CMS accepts (cms/config.ts, docs/preview.md). */
const DEV_TOKEN = 'dev-preview-token';
/** A press release that is a draft in both languages (fixtures/<locale>/news/60190.json). */
const DRAFT_NEWS = '/press/60190';
const draftTitle = z
  .object({ title: z.string() })
  .parse(JSON.parse(readFileSync(new URL('../../fixtures/EN_US/news/60190.json', import.meta.url), 'utf8'))).title;

/** Chooses English in the header's language menu, or in the drawer on a phone. */
async function switchToEnglish(page: Page, isMobile: boolean): Promise<void> {
  if (isMobile) await page.getByRole('button', { name: chinese.messages['nav.menu'] }).click();
  else await page.getByRole('button', { name: /切换语言/ }).click();
  await page.getByRole('link', { name: 'English', exact: true }).click();
}

test('a page the other language lacks leads to that language’s home, not its 404', { tag: '@phone' }, async ({ page, isMobile }) => {
  await page.goto(zhUrl('/service_agreement'));
  await switchToEnglish(page, isMobile);
  await expect(page).toHaveURL(enUrl('/'));
  await expect(page.locator('html')).toHaveAttribute('lang', english.htmlLang);
});

test('a page inside a section the other language has leads to that section', async ({ request }) => {
  // For a visitor the draft article is no page in English: the switch lands on the English press list.
  const response = await request.get(zhUrl(`/api/language-switch?to=EN_US&path=${encodeURIComponent(DRAFT_NEWS)}`), { maxRedirects: 0 });
  expect(response.status()).toBe(303);
  expect(response.headers()['location']).toBe(enUrl('/press'));
  expect(response.headers()['cache-control']).toContain('no-store');
});

test('the switch goes only to the hosts the site info names', async ({ request }) => {
  const forged = await request.get(zhUrl(`/api/language-switch?to=EN_US&origin=${encodeURIComponent('https://evil.example')}&path=/company`), {
    maxRedirects: 0,
  });
  expect(forged.headers()['location']).toBe(enUrl('/company'));
  const offSite = await request.get(zhUrl(`/api/language-switch?to=EN_US&path=${encodeURIComponent('//evil.example/x')}`), { maxRedirects: 0 });
  expect(offSite.headers()['location']).toBe(enUrl('/'));
});

test('a previewer switching language stays in preview and sees the other language’s draft', { tag: '@phone' }, async ({ page, isMobile }) => {
  await page.goto(zhUrl(`${DRAFT_NEWS}?ispreview=1&pretoken=${DEV_TOKEN}`));
  await expect(page.getByRole('region', { name: chinese.messages['preview.banner'] })).toBeVisible();
  await switchToEnglish(page, isMobile);
  await expect(page).toHaveURL(enUrl(DRAFT_NEWS));
  await expect(page.getByRole('region', { name: english.messages['preview.banner'] })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: draftTitle })).toBeVisible();
});

for (const path of ['/blog/60301', '/product-updates', '/compatibility']) {
  test(`from the Chinese ${path} the switch keeps the visitor on the English ${path}, which answers though the English menu hides it`, async ({
    page,
    isMobile,
  }) => {
    await page.goto(zhUrl(path));
    await switchToEnglish(page, isMobile);
    await expect(page).toHaveURL(enUrl(path));
    await expect(page.locator('html')).toHaveAttribute('lang', english.htmlLang);
  });
}
