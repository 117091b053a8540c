import { expect, test } from '@playwright/test';
import { send } from '../../scripts/load-held/http-send';
import { E2E_PORT, enUrl, zhUrl } from '../../playwright.config';

const ZH_HOST = `localhost:${E2E_PORT}`;
const EN_HOST = `en.localhost:${E2E_PORT}`;

/** The hrefs of the switcher's links to a language in a page's server HTML (before any script runs); asked of loopback with the host's name. */
async function switcherHrefs(host: string, path: string, hrefLang: string): Promise<string[]> {
  const { text } = await send({ port: E2E_PORT, host, path });
  return [...text.matchAll(new RegExp(`<a href="([^"]*)" hrefLang="${hrefLang}"`, 'g'))].map((match) => match[1] ?? '');
}

const answersOn = async (host: string, path: string) => (await send({ port: E2E_PORT, host, path })).status;

test.describe("the language switcher's plain link points where the switch lands", () => {
  test('on the Chinese-only service agreement it points at the English home, which answers', async () => {
    const hrefs = await switcherHrefs(ZH_HOST, '/service_agreement', 'en-US');
    expect(hrefs.length).toBeGreaterThan(0);
    expect(new Set(hrefs)).toEqual(new Set([enUrl('/')]));
    expect(await answersOn(EN_HOST, '/')).toBe(200);
    expect(await answersOn(EN_HOST, '/service_agreement')).toBe(404);
  });

  for (const path of ['/blog/60301', '/product-updates', '/compatibility', '/product/enterprise-cloud']) {
    test(`on the Chinese ${path} it points at the English ${path}, which answers`, async () => {
      expect(new Set(await switcherHrefs(ZH_HOST, path, 'en-US'))).toEqual(new Set([enUrl(path)]));
      expect(await answersOn(EN_HOST, path)).toBe(200);
    });
  }

  test('on an English page it points at the same Chinese page', async () => {
    expect(new Set(await switcherHrefs(EN_HOST, '/company', 'zh-CN'))).toEqual(new Set([zhUrl('/company')]));
  });
});
