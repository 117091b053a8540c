import { afterEach, describe, expect, it } from 'vitest';
import { previewRequest } from '@/tests/support/preview-request';
import { warmEmbeddedCms } from '@/tests/support/warm-embedded-cms';
import { pageTagsOf } from '../preview/live/page-tags';
import { getPageDetail } from './get-page-detail';
import { getProducts } from './get-products';

/** cms/config.ts DEVELOPMENT_PREVIEW_TOKEN: the embedded CMS accepts it out of the box. */
const DEVELOPMENT_PREVIEW_TOKEN = 'dev-preview-token';

/** details/product/edge-ai.json: a draft product; enterprise-cloud (id 1001) is published. */
const DRAFT_PRODUCT = 1901;

afterEach(() => previewRequest(null));

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
