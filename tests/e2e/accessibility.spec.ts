import { expect, test, type Page } from '@playwright/test';
import { A11Y_PAGES, type A11yPage } from './support/a11y-pages';
import { axeFindings } from './support/axe';
import { watchCspViolations } from './support/csp-violations';
import { submenuToggleName } from './support/menu-labels';
import { settle } from './support/console-errors';
import { sites, urlOn } from './support/sites';

/**
 * axe-core over every page template, both sites, on the desktop and the phone project: no serious or
 * critical violation of WCAG 2.1 A/AA or axe's best practices. Lesser findings are attached to the test.
 * The same visits fail on any Content Security Policy violation the browser reports (the policy itself is
 * checked in security-headers.spec.ts): every template, the chat widget and the captcha load under it.
 */

const [chinese, english] = sites;
const PREVIEW_TOKEN = 'dev-preview-token';

/** Checks the page as it is now; a failure lists impact, rule, target and page, one line per element. */
async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const { failing, reported } = await axeFindings(page, where);
  for (const line of reported) test.info().annotations.push({ type: 'axe (moderate or minor)', description: line });
  expect(failing, failing.join('\n')).toEqual([]);
  expect(cspViolations, 'Content Security Policy violations').toEqual([]);
}

let cspViolations: string[] = [];
test.beforeEach(async ({ page }) => {
  cspViolations = await watchCspViolations(page);
  // A stand-in captcha image keeps these page visits off the server's captcha rate limit; its markup is unchanged.
  await page.route(
    (url) => url.pathname === '/api/portal/v1/picture-code',
    (route) => route.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="40"/>' }),
  );
});

/**
 * The two sites render each template from the same components, so the desktop project checks a template on
 * one of them, alternating down the list, and both sites are covered. The templates also checked on phones
 * (tagged `@phone`, one of each kind) are checked there on the other site.
 */
const alternateOf = (index: number) => (index % 2 === 0 ? chinese : english);
const checkedOn = (template: A11yPage, index: number) =>
  template.only ? sites.filter((site) => site.code === template.only) : template.phone ? sites : [alternateOf(index)];

for (const [index, template] of A11Y_PAGES.entries()) {
  for (const site of checkedOn(template, index)) {
    test(`${site.label} ${template.name} (${template.path})`, template.phone ? { tag: '@phone' } : {}, async ({ page, isMobile }) => {
      const onThisProject = template.only !== undefined || (site === alternateOf(index)) !== isMobile;
      test.skip(!onThisProject, isMobile ? 'checked on the other site on phones' : 'checked on the other site on the desktop project');
      await page.goto(urlOn(site, template.path));
      await settle(page);
      // The desktop side panel is drawn just after the page has loaded; axe checks it too.
      if (!isMobile) await expect(page.getByRole('complementary', { name: site.messages['side.label'] })).toBeVisible();
      await expectNoSeriousViolations(page, `${site.origin}${template.path}`);
    });
  }
}

test('Chinese preview banner', async ({ page }) => {
  const path = '/product/enterprise-cloud';
  await page.goto(urlOn(chinese, `${path}?ispreview=1&pretoken=${PREVIEW_TOKEN}`));
  await expect(page.getByRole('region', { name: chinese.messages['preview.banner'] })).toBeVisible();
  await settle(page);
  await expectNoSeriousViolations(page, `${chinese.origin}${path} in preview`);
});

test('English cookie notice', async ({ page }) => {
  await page.goto(urlOn(english, '/company'));
  await expect(page.getByRole('region', { name: english.messages['cookie.label'] })).toBeVisible();
  await settle(page);
  await expectNoSeriousViolations(page, `${english.origin}/company with the cookie notice`);
});

for (const site of sites) {
  test(`${site.label} open mega menu`, async ({ page, isMobile }) => {
    test.skip(isMobile, 'the mega menu is the desktop markup');
    await page.goto(urlOn(site, '/'));
    await settle(page);
    await page.getByRole('button', { name: submenuToggleName(site, 'product') }).click();
    await expect(page.locator('#mega-product')).toBeVisible();
    await expectNoSeriousViolations(page, `${site.origin}/ with the Products mega menu open`);
  });

  test(`${site.label} open drawer`, { tag: '@phone' }, async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the drawer is the phone markup');
    await page.goto(urlOn(site, '/'));
    await settle(page);
    await page.getByRole('button', { name: site.messages['nav.menu'] }).click();
    const drawer = page.getByRole('navigation', { name: site.messages['nav.main'] });
    await drawer.locator('summary').first().click();
    await expect(drawer.locator('details[open]')).toHaveCount(1);
    await expectNoSeriousViolations(page, `${site.origin}/ with the drawer and a submenu open`);
  });

  test(`${site.label} contact form showing its errors`, async ({ page }) => {
    await page.goto(urlOn(site, '/contact'));
    await settle(page);
    const form = page.locator('main form').first();
    await form.getByRole('button', { name: site.messages['form.submit'] }).click();
    await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectNoSeriousViolations(page, `${site.origin}/contact after an empty submit`);
  });
}
