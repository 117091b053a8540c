import { afterEach, describe, expect, it } from 'vitest';
import { getNavigation } from '@/renderer/data/content/get-navigation';
import { previewRequest } from '@/tests/support/preview-request';
import { warmEmbeddedCms } from '@/tests/support/warm-embedded-cms';
import { GET } from './route';

/** cms/config.ts DEVELOPMENT_PREVIEW_TOKEN: the embedded CMS accepts it out of the box. */
const DEVELOPMENT_PREVIEW_TOKEN = 'dev-preview-token';

const get = (locale: string, version: string) =>
  GET(new Request(`http://localhost/api/navigation/${locale}/${version}`), { params: Promise.resolve({ locale, version }) });

afterEach(() => previewRequest(null));

warmEmbeddedCms();

describe('GET /api/navigation/{locale}/{version}', () => {
  it("answers the locale's panels and drawer tree, kept a year under the version the page was rendered with", async () => {
    const { version } = await getNavigation('EN_US');
    const response = await get('EN_US', version);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const view = await response.json();
    expect(view.drawer.map((top: { label: string }) => top.label)).toContain('Products');
    expect(Object.keys(view.panels)).toContain('product');
  });

  it('answers an old version with the menus of today, not kept', async () => {
    const response = await get('ZH_CN', 'an-old-version');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, no-cache');
    expect((await response.json()).drawer.length).toBeGreaterThan(0);
  });

  it("keeps a previewer's answer out of shared caches", async () => {
    previewRequest(DEVELOPMENT_PREVIEW_TOKEN);
    const response = await get('ZH_CN', (await getNavigation('ZH_CN')).version);
    expect(response.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
  });

  it('answers 404 for a locale the site does not have', async () => {
    const response = await get('XX', 'any');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
