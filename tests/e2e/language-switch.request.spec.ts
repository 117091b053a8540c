import { expect, test, type APIRequestContext } from '@playwright/test';
import { enUrl, zhUrl } from '../../playwright.config';

/** The href of the switcher's link to a language, as the server HTML has it (before any script runs). */
async function switcherHref(request: APIRequestContext, url: string, hrefLang: string): Promise<string[]> {
  const html = await (await request.get(url)).text();
  return [...html.matchAll(new RegExp(`<a href="([^"]*)" hrefLang="${hrefLang}"`, 'g'))].map((match) => match[1] ?? '');
}

test.describe("the language switcher's plain link points where the switch lands", () => {
  test('on the Chinese-only service agreement it points at the English home, which answers', async ({ request }) => {
    const hrefs = await switcherHref(request, zhUrl('/service_agreement'), 'en-US');
    expect(hrefs.length).toBeGreaterThan(0);
    expect(new Set(hrefs)).toEqual(new Set([enUrl('/')]));
    expect((await request.get(hrefs[0] ?? '')).status()).toBe(200);
  });

  for (const path of ['/blog/60301', '/product-updates', '/compatibility', '/product/enterprise-cloud']) {
    test(`on the Chinese ${path} it points at the English ${path}, which answers`, async ({ request }) => {
      const hrefs = await switcherHref(request, zhUrl(path), 'en-US');
      expect(new Set(hrefs)).toEqual(new Set([enUrl(path)]));
      expect((await request.get(enUrl(path))).status()).toBe(200);
    });
  }

  test('on an English page it points at the same Chinese page', async ({ request }) => {
    expect(new Set(await switcherHref(request, enUrl('/company'), 'zh-CN'))).toEqual(new Set([zhUrl('/company')]));
  });
});
