import { expect, test } from '@playwright/test';

test('GET /api/portal/v1/menus?lang=EN_US answers the success envelope', async ({ request }) => {
  const response = await request.get('/api/portal/v1/menus?lang=EN_US');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/json');
  const body: unknown = await response.json();
  expect(body).toMatchObject({ code: '0' });
  expect(body).toHaveProperty('data');
});
