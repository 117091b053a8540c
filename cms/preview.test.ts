import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVELOPMENT_PREVIEW_TOKEN } from './config';
import { CMS_BASE_PATH, handleCmsRequest } from './handler';
import { PREVIEW_GUESS_POLICY } from './http/preview-guesses';

/** The draft product fixture (details/product/edge-ai.json) and a draft blog post (news/60190.json). */
const DRAFT_PRODUCT = `${CMS_BASE_PATH}/1901/product?lang=ZH_CN`;
const DRAFT_NEWS = `${CMS_BASE_PATH}/news/document/60190?lang=ZH_CN`;

async function call(path: string, headers: Record<string, string> = {}) {
  const response = await handleCmsRequest(new Request(`http://cms.test${path}`, { headers }));
  const envelope = (await response.json()) as { code: string; message: string; data: unknown };
  return { status: response.status, ...envelope };
}

const previewHeaders = (token: string) => ({ 'Pre-Authorization': token, 'X-Portal-Preview': '1' });

describe('preview tokens in the embedded CMS', () => {
  it('hides drafts from a published request', async () => {
    expect((await call(DRAFT_PRODUCT)).status).toBe(404);
    expect((await call(DRAFT_NEWS)).status).toBe(404);
  });

  it('serves drafts to the documented development token', async () => {
    const product = await call(DRAFT_PRODUCT, previewHeaders(DEVELOPMENT_PREVIEW_TOKEN));
    expect(product).toMatchObject({ status: 200, code: '0', data: { id: 1901, name: '边缘 AI 推理' } });
    const news = await call(DRAFT_NEWS, previewHeaders(DEVELOPMENT_PREVIEW_TOKEN));
    expect(news).toMatchObject({ status: 200, code: '0', data: { id: 60190 } });
  });

  it('lists drafts in preview and not otherwise', async () => {
    const ids = async (headers?: Record<string, string>) =>
      ((await call(`${CMS_BASE_PATH}/products?lang=ZH_CN`, headers)).data as { id: number }[]).map((entry) => entry.id);
    expect(await ids()).not.toContain(1901);
    expect(await ids(previewHeaders(DEVELOPMENT_PREVIEW_TOKEN))).toContain(1901);
  });

  it('refuses an unknown token with 401 and a message instead of published content', async () => {
    const answer = await call(DRAFT_PRODUCT, previewHeaders('not-a-token'));
    expect(answer).toMatchObject({ status: 401, code: '40100001', message: 'the preview token is not valid', data: null });
    expect((await call(`${CMS_BASE_PATH}/menus?lang=ZH_CN`, { 'X-Portal-Preview': '1' })).status).toBe(401);
  });
});

describe('draft menu nodes', () => {
  const menuCodes = async (headers?: Record<string, string>) => {
    const menus = (await call(`${CMS_BASE_PATH}/menus?lang=ZH_CN`, headers)).data;
    return JSON.stringify(menus).match(/"menuCode":"[^"]+"/g) ?? [];
  };

  it('adds the draft product to the menus of a previewer only', async () => {
    expect(await menuCodes()).not.toContain('"menuCode":"edge-ai"');
    expect(await menuCodes(previewHeaders(DEVELOPMENT_PREVIEW_TOKEN))).toContain('"menuCode":"edge-ai"');
  });
});

describe('refused tokens from one client address', () => {
  const from = async (address: string, token: string) => {
    const response = await handleCmsRequest(new Request(`http://cms.test${DRAFT_PRODUCT}`, { headers: previewHeaders(token) }), { remoteAddress: address });
    return { status: response.status, retryAfter: response.headers.get('retry-after') };
  };

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T08:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('after 10, the next try is a 429 with Retry-After even with the right token; another address is unaffected; the window ends', async () => {
    for (let i = 0; i < PREVIEW_GUESS_POLICY.refusals; i += 1) expect((await from('198.51.100.8', `guess-${i}`)).status).toBe(401);
    expect(await from('198.51.100.8', DEVELOPMENT_PREVIEW_TOKEN)).toEqual({ status: 429, retryAfter: '600' });
    expect((await from('198.51.100.9', DEVELOPMENT_PREVIEW_TOKEN)).status).toBe(200);
    vi.setSystemTime(Date.now() + PREVIEW_GUESS_POLICY.windowMs);
    expect((await from('198.51.100.8', DEVELOPMENT_PREVIEW_TOKEN)).status).toBe(200);
  });

  it("the site's own in-process calls carry no address and are not limited", async () => {
    for (let i = 0; i < 2 * PREVIEW_GUESS_POLICY.refusals; i += 1) expect((await call(DRAFT_PRODUCT, previewHeaders(`guess-${i}`))).status).toBe(401);
  });
});
