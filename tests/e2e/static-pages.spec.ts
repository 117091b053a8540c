import { readdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { getPage } from './support/cache-sites';
import { collectConsoleErrors, settle } from './support/console-errors';
import { sites, urlOn } from './support/sites';

/** Every static page and device variant (renderer/pipeline/resolve/static-pages.ts; lists and articles have their own specs). */
const PAGES = [
  '/career',
  '/career/mobile',
  '/career/pc',
  '/cases',
  '/cases/cases',
  '/cases/mobile',
  '/cases/pc',
  '/company',
  '/company/mobile',
  '/company/pc',
  '/compatibility',
  '/compatibility_form',
  '/compatibility_form/mobile',
  '/compatibility_form/pc',
  '/contact',
  '/contact/mobile',
  '/contact/pc',
  '/contract',
  '/download',
  '/kubernetes-services',
  '/partners',
  '/partnership_form',
  '/partnership_form/mobile',
  '/partnership_form/pc',
  '/service',
  '/support',
  '/solution/healthcare',
  '/legal/privacy',
  '/legal/terms',
];

const [chinese, english] = sites;

for (const site of sites) {
  test(`${site.label} site: every static page answers 200 with one h1 in its server HTML`, async ({ request, isMobile }) => {
    test.skip(isMobile, 'requests only: once is enough');
    const broken: string[] = [];
    for (const path of PAGES) {
      const { status, html } = await getPage(request, urlOn(site, path));
      const headings = html.match(/<h1[\s>]/g)?.length ?? 0;
      if (status !== 200) broken.push(`${path} answered ${status}`);
      else if (headings !== 1) broken.push(`${path} has ${headings} h1 elements`);
      // A class from a CSS module that does not exist renders as the word "undefined".
      else if (/\sclass="[^"]*\bundefined\b/.test(html)) broken.push(`${path} has an element with class "undefined"`);
    }
    expect(broken).toEqual([]);
  });
}

test('every static page shows its h1 once its streamed sections are revealed', async ({ page }) => {
  // A full page load each (about 2 s on a busy two-core machine): the default 30 s was the sum's limit, not a page's.
  test.setTimeout(PAGES.length * 6_000);
  const hidden: string[] = [];
  // Each page on one site, alternating, and not its device variants (/mobile, /pc render the same template):
  // the server HTML of every one is checked above.
  for (const [index, path] of PAGES.filter((entry) => !/\/(mobile|pc)$/.test(entry)).entries()) {
    const site = index % 2 === 0 ? chinese : english;
    await page.goto(urlOn(site, path));
    const heading = page.getByRole('heading', { level: 1 }).first();
    const shown = await heading.waitFor({ state: 'visible', timeout: 3000 }).then(
      () => true,
      () => false,
    );
    if (!shown) hidden.push(`${site.label} ${path}`);
  }
  expect(hidden).toEqual([]);
});

for (const site of sites) {
  test(`${site.label} site: the company page shows the CMS's company text without console errors`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto(urlOn(site, '/company'));
    await expect(page.getByRole('article')).toBeVisible();
    await settle(page);
    expect(errors).toEqual([]);
  });
}

test('the service agreement is Chinese only', async ({ page }) => {
  expect((await page.goto(urlOn(chinese, '/service_agreement')))?.status()).toBe(200);
  expect((await page.goto(urlOn(english, '/service_agreement')))?.status()).toBe(404);
});

test('the module gallery renders every module and is kept out of search engines', async ({ page }) => {
  const response = await page.goto(urlOn(chinese, '/module-gallery'));
  expect(response?.status()).toBe(200);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // One section per module type: schemas/json/modules/ holds one exported schema per registered type.
  const moduleTypes = readdirSync('schemas/json/modules').filter((file) => file.endsWith('.json')).length;
  expect(moduleTypes).toBeGreaterThan(0);
  await expect(page.locator('section[id^="module-"]')).toHaveCount(moduleTypes);
  // An example that no longer binds shows its error in place of the module.
  await expect(page.locator('figure [role="alert"]')).toHaveCount(0);
});

for (const site of sites) {
  test(`${site.label}: the module gallery speaks the host's language, and from any type a link leads back to the list of all types`, async ({ page }) => {
    await page.goto(urlOn(site, '/module-gallery'));
    const title = site.messages['gallery.title'];
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${title} - `));
    const index = page.getByRole('navigation', { name: title });
    const last = page.locator('section[id^="module-"]').last();
    await last.scrollIntoViewIfNeeded();
    await expect(index).not.toBeInViewport();
    await last.getByRole('link', { name: site.messages['gallery.backToIndex'] }).click();
    await expect(index).toBeInViewport();
    await index.getByRole('link').first().click();
    await expect(page.locator('section[id^="module-"]').first().getByRole('heading', { level: 2 })).toBeInViewport();
  });
}

test('the named error pages show their texts', async ({ page }) => {
  expect((await page.goto(urlOn(chinese, '/error/403')))?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1, name: chinese.messages['error.403.title'] })).toBeVisible();
  await page.goto(urlOn(chinese, '/error/405'));
  await expect(page.getByRole('heading', { level: 1, name: chinese.messages['error.405.title'] })).toBeVisible();
  await page.goto(urlOn(chinese, '/error/500'));
  await expect(page.getByRole('heading', { level: 1, name: chinese.messages['error.500.title'] })).toBeVisible();
});
