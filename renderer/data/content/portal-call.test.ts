import { unstable_cache } from 'next/cache';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { previewRequest } from '@/tests/support/preview-request';
import { warmEmbeddedCms } from '@/tests/support/warm-embedded-cms';
import { pageTagsOf } from '../preview/live/page-tags';
import { getPageDetail } from './get-page-detail';
import { getProducts } from './get-products';
import { getSiteInfo } from './get-site-info';

// The data cache passes every call through, as in every test, and keeps what each was asked to cache for.
vi.mock('next/cache', () => ({ unstable_cache: vi.fn(<F>(fn: F) => fn), revalidateTag: vi.fn() }));

/** cms/config.ts DEVELOPMENT_PREVIEW_TOKEN: the embedded CMS accepts it out of the box. */
const DEVELOPMENT_PREVIEW_TOKEN = 'dev-preview-token';

/** details/product/edge-ai.json: a draft product; enterprise-cloud (id 1001) is published. */
const DRAFT_PRODUCT = 1901;

afterEach(() => {
  previewRequest(null);
  vi.unstubAllEnvs();
});

warmEmbeddedCms();

describe('server portal calls and preview', () => {
  it('does not show a draft to a visitor', async () => {
    const [error] = await getPageDetail('ZH_CN', 'product', DRAFT_PRODUCT);
    expect(error?.kind).toBe('not-found');
  });

  it('shows the draft to a previewer with a valid token', async () => {
    previewRequest(DEVELOPMENT_PREVIEW_TOKEN);
    const [error, detail] = await getPageDetail('ZH_CN', 'product', DRAFT_PRODUCT);
    expect(error).toBeNull();
    expect(detail?.name).toBe('边缘 AI 推理');
  });

  it('falls back to published content when the CMS refuses the token', async () => {
    previewRequest('wrong-token');
    const [, products] = await getProducts('ZH_CN');
    expect(products?.map((product) => product.menuCode)).toContain('enterprise-cloud');
    expect(products?.map((product) => product.id)).not.toContain(DRAFT_PRODUCT);
    const [error] = await getPageDetail('ZH_CN', 'product', DRAFT_PRODUCT);
    expect(error?.kind).toBe('not-found');
  });

  it("notes the tags a previewer's render reads under the page's address, and a visitor's under none", async () => {
    previewRequest(null, '/product/edge-ai');
    await getPageDetail('ZH_CN', 'product', DRAFT_PRODUCT);
    expect(pageTagsOf('ZH_CN', '/product/edge-ai')).toBeUndefined();
    previewRequest(DEVELOPMENT_PREVIEW_TOKEN, '/product/edge-ai');
    await getPageDetail('ZH_CN', 'product', DRAFT_PRODUCT);
    expect(pageTagsOf('ZH_CN', '/product/edge-ai')).toEqual(new Set([`detail:product:${DRAFT_PRODUCT}:ZH_CN`, 'catalog:product:ZH_CN']));
  });
});

describe("the data cache's lifetime, which every published page takes", () => {
  const lifetimeOfNextCall = async () => {
    vi.mocked(unstable_cache).mockClear();
    await getSiteInfo('EN_US');
    return vi.mocked(unstable_cache).mock.calls.map(([, , options]) => options?.revalidate);
  };

  it('is REVALIDATE_SECONDS, 300 by default', async () => {
    expect(await lifetimeOfNextCall()).toEqual([300]);
    vi.stubEnv('REVALIDATE_SECONDS', '600');
    expect(await lifetimeOfNextCall()).toEqual([600]);
  });
});
