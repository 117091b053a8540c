import { expect, test } from '@playwright/test';
import { DEAD_CMS_ORIGIN, EXTERNAL_CMS_ORIGIN } from '../../playwright.config';
import { readMenus } from './support/content';
import { sites } from './support/sites';

const [chinese] = sites;
// A path no other test renders, so no page cached by another server of the same build answers it.
const unknownPath = () => `/product/e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`;

test.describe('PORTAL_API_URL, read at run time by the same build', () => {
  test('an external CMS serves the pages: its menus fill the header and unknown routes are 404', async ({ page }) => {
    const response = await page.goto(`${EXTERNAL_CMS_ORIGIN}${unknownPath()}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: chinese.messages['error.404.title'] })).toBeVisible();
    const [firstMenu] = [...readMenus()].sort((a, b) => a.order - b.order);
    // On phones the menu sits in the closed drawer: present, not visible.
    await expect(
      page
        .getByRole('banner')
        .getByText(firstMenu?.name ?? '', { exact: true })
        .first(),
    ).toBeAttached();
  });

  test('browser calls to /api/portal/v1 are relayed to the external CMS', async ({ request }) => {
    const answer = await request.get(`${EXTERNAL_CMS_ORIGIN}/api/portal/v1/menus?lang=EN_US`);
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toMatchObject({ code: '0' });
  });

  test('an unreachable CMS gives the error page with a code, and the server keeps serving', async ({ page, request }) => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await page.goto(`${DEAD_CMS_ORIGIN}${unknownPath()}`);
      expect(response?.status()).toBe(500);
      await expect(page.getByRole('heading', { level: 1, name: chinese.messages['error.500.title'] })).toBeVisible();
      await expect(page.getByText(/错误码/)).toBeVisible();
    }
    const relayed = await request.get(`${DEAD_CMS_ORIGIN}/api/portal/v1/menus?lang=ZH_CN`);
    expect(relayed.status()).toBe(502);
    expect(await relayed.json()).toMatchObject({ code: '50200001', message: expect.stringContaining('unreachable') });
  });
});
