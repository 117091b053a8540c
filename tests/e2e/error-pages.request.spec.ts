import { expect, test } from '@playwright/test';
import { send } from '../../scripts/load-held/http-send';
import { enUS } from '../../renderer/i18n/messages/en-US';
import { zhCN } from '../../renderer/i18n/messages/zh-CN';
import { E2E_PORT, zhUrl } from '../../playwright.config';

/** The development token the embedded CMS accepts (cms/config.ts, docs/preview.md). */
const DEV_TOKEN = 'dev-preview-token';

const sites = [
  { label: 'Chinese', host: `localhost:${E2E_PORT}`, messages: zhCN },
  { label: 'English', host: `en.localhost:${E2E_PORT}`, messages: enUS },
];

for (const { label, host, messages } of sites) {
  // Node's resolver does not resolve `en.localhost`: the answer is asked of loopback with the host's name.
  const get = async (path: string) => {
    const answer = await send({ port: E2E_PORT, host, path });
    return { status: () => answer.status, text: async () => answer.text };
  };
  test.describe(`${label} named error pages answer their own status, as whole pages`, () => {
    test('/error/500: 500, the server-error message and the error code and message line', async () => {
      const answer = await get('/error/500');
      expect(answer.status()).toBe(500);
      const html = await answer.text();
      expect(html).toContain(messages['error.500.title']);
      expect(html).toContain(messages['error.codeLine'].replace('{code}', '500').replace('{message}', messages['error.500.message']));
    });

    test('/error/405: 405', async () => {
      const answer = await get('/error/405');
      expect(answer.status()).toBe(405);
      expect(await answer.text()).toContain(messages['error.405.title']);
    });

    for (const [path, status, title] of [
      ['/error/404', 404, messages['error.404.title']],
      ['/error/403', 403, messages['error.403.title']],
    ] as const) {
      test(`${path}: ${status}, in the server HTML`, async () => {
        const answer = await get(path);
        expect(answer.status()).toBe(status);
        const html = await answer.text();
        expect(html).not.toContain('id="__next_error__"');
        expect(html).toContain(title);
      });
    }
  });
}

test("a previewer's missing page is the 404 page in the server HTML, with its status", async ({ request }) => {
  // The hand-off takes the token into a cookie; the request context keeps it for the next request.
  expect((await request.get(zhUrl(`/product/no-such-product?ispreview=1&pretoken=${DEV_TOKEN}`), { maxRedirects: 0 })).status()).toBe(303);
  const answer = await request.get(zhUrl('/product/no-such-product'));
  expect(answer.headers()['cache-control']).toContain('private');
  expect(answer.status()).toBe(404);
  const html = await answer.text();
  expect(html).not.toContain('id="__next_error__"');
  expect(html).toContain(zhCN['error.404.title']);
});
