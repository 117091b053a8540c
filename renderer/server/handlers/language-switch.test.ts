import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { previewRequest } from '@/tests/support/preview-request';
import { warmEmbeddedCms } from '@/tests/support/warm-embedded-cms';
import { switchLanguage } from './language-switch';

const ZH = 'http://localhost:3100';
const EN = 'http://en.localhost:3100';

beforeEach(() => vi.stubEnv('SITE_URL_PORT', '3100'));
afterEach(() => {
  vi.unstubAllEnvs();
  previewRequest(null);
});

async function landing(to: string, path: string, origin?: string, fetchSite = 'same-origin'): Promise<{ status: number; location: string | null }> {
  const query = new URLSearchParams({ to, path, ...(origin ? { origin } : {}) });
  const response = await switchLanguage(new Request(`${ZH}/api/language-switch?${query}`, { headers: { 'sec-fetch-site': fetchSite } }));
  return { status: response.status, location: response.headers.get('location') };
}

warmEmbeddedCms();

describe('switchLanguage', () => {
  it('lands on the same page, query kept, when the other language has it', async () => {
    expect(await landing('EN_US', '/product/enterprise-cloud?x=1')).toEqual({ status: 303, location: `${EN}/product/enterprise-cloud?x=1` });
    expect(await landing('ZH_CN', '/search?keyword=cloud')).toEqual({ status: 303, location: `${ZH}/search?keyword=cloud` });
  });

  it('lands on the same page in a section the English menu hides, since English answers it', async () => {
    for (const path of ['/blog/60301', '/blog', '/product-updates', '/product-updates/60201', '/compatibility']) {
      expect((await landing('EN_US', path)).location, path).toBe(`${EN}${path}`);
    }
  });

  it('lands on the closest section, or the home page, when it does not', async () => {
    expect((await landing('EN_US', '/press/60190')).location).toBe(`${EN}/press`);
    expect((await landing('EN_US', '/service_agreement')).location).toBe(`${EN}/`);
    expect((await landing('EN_US', '/blog/99999')).location).toBe(`${EN}/blog`);
  });

  it('keeps the browser’s own port on the configured host, and ignores any other host', async () => {
    expect((await landing('EN_US', '/company', 'http://en.localhost:4000')).location).toBe('http://en.localhost:4000/company');
    expect((await landing('EN_US', '/company', 'https://evil.example')).location).toBe(`${EN}/company`);
    expect((await landing('EN_US', '//evil.example/company')).location).toBe(`${EN}/`);
  });

  it("takes a previewer's token only to the configured origin, whatever origin the link names", async () => {
    previewRequest('dev-preview-token');
    for (const origin of ['http://en.localhost:9999', 'https://en.localhost:3100', 'http://en.localhost:4000']) {
      expect((await landing('EN_US', '/company', origin)).location).toBe(`${EN}/company?ispreview=1&pretoken=dev-preview-token`);
    }
  });

  it.each(['cross-site', 'none', ''])('gives a navigation the site did not start (Sec-Fetch-Site %j) no token', async (fetchSite) => {
    previewRequest('dev-preview-token');
    const { location } = await landing('EN_US', '/company', 'http://en.localhost:9999', fetchSite);
    expect(location).not.toContain('pretoken');
    expect(location).not.toContain('dev-preview-token');
  });

  it('refuses a language the site does not have', async () => {
    expect((await landing('JA_JP', '/')).status).toBe(400);
  });
});
