import { expect, test } from '@playwright/test';
import { CHUNK_RELOAD_KEY } from '../../renderer/frame/behaviours/chunk-recovery/chunk-failure';
import { sites, urlOn } from './support/sites';

for (const site of sites) {
  test(`${site.label}: going offline is shown and coming back online hides it`, async ({ page, context }) => {
    await page.goto(urlOn(site, '/product/enterprise-cloud'));
    await page.waitForLoadState('networkidle');
    const notice = page.getByRole('status').filter({ hasText: site.messages['status.offline'] });
    await expect(notice).toHaveCount(0);

    await context.setOffline(true);
    await expect(notice).toBeVisible();

    await context.setOffline(false);
    await expect(notice).toHaveCount(0);
  });
}

test('a script that fails to load while offline keeps the page instead of reloading it into the browser error page', async ({ page, context }) => {
  const [site] = sites;
  await page.goto(urlOn(site, '/company'));
  await page.waitForLoadState('networkidle');
  const notice = page.getByRole('status').filter({ hasText: site.messages['status.offline'] });
  await context.setOffline(true);
  await expect(notice).toBeVisible();

  // What a lazy import started just before the connection dropped reports (the side panel's form loads after the page).
  await page.evaluate(() => {
    const error = new Error('Failed to load chunk /_next/static/chunks/side-form.js from module 1');
    error.name = 'ChunkLoadError';
    setTimeout(() => void Promise.reject(error), 0);
  });
  await page.waitForTimeout(500);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), CHUNK_RELOAD_KEY)).toBeNull();
  await expect(notice).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
