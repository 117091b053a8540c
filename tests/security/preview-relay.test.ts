import { afterEach, describe, expect, it } from 'vitest';
import { handleCmsRequest } from '@/cms/handler';
import { previewRequest } from '@/tests/support/preview-request';
import { forwardToPortal } from '@/renderer/server/handlers/forward-to-portal';

/** The draft product (fixtures/ZH_CN/details/product/edge-ai.json), asked for by the browser through the relay. */
const DRAFT = 'http://localhost:3000/api/portal/v1/1901/product?lang=ZH_CN';
const DEVELOPMENT_PREVIEW_TOKEN = 'dev-preview-token';

afterEach(() => previewRequest(null));

describe('the browser relay in preview', () => {
  it("adds the previewer's token from the httpOnly cookie, so browser calls see drafts, privately", async () => {
    previewRequest(DEVELOPMENT_PREVIEW_TOKEN);
    const response = await forwardToPortal(new Request(DRAFT), handleCmsRequest);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toMatchObject({ code: '0', data: { id: 1901 } });
  });

  it('sends a visitor published content only', async () => {
    const response = await forwardToPortal(new Request(DRAFT), handleCmsRequest);
    expect(response.status).toBe(404);
  });
});
