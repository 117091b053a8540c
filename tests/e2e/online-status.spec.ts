import { expect, test } from '@playwright/test';
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
