import http from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { handleCmsRequest } from '@/cms/handler';
import { DEVELOPMENT_PREVIEW_TOKEN } from '@/cms/config';
import { forwardToPortal } from '@/renderer/server/handlers/forward-to-portal';
import { PREVIEW_LOCALE_HEADER, PREVIEW_RETURN_HEADER, PREVIEW_TOKEN_HEADER } from '@/renderer/data/preview/preview-headers';
import { PEER_ADDRESS_HEADER } from '@/renderer/data/request/peer-address';
import { stampPeerAddress } from '@/renderer/server/node-hooks/stamp-peer-address';
import { resetResponseEffects } from '@/tests/support/preview-request';
import { GET as enter } from '@/app/api/preview/enter/route';

/**
 * An external CMS with per-address limits, written as docs/production.md asks: it trusts the site as a proxy
 * and counts the X-Forwarded-For address the site writes (else its socket peer). 60 captcha images per
 * address, and 10 refused preview tokens, then 429.
 */
const IMAGES_PER_ADDRESS = 60;
const REFUSALS_PER_ADDRESS = 10;
const images = new Map<string, number>();
const refusals = new Map<string, number>();
const seen: { path: string; cookie: string | undefined; forwardedFor: string | undefined }[] = [];

const envelope = (res: http.ServerResponse, status: number, code: string) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ code, message: code, data: null }));

const upstream = http.createServer(async (req, res) => {
  const forwardedFor = req.headers['x-forwarded-for'];
  const client = (typeof forwardedFor === 'string' ? forwardedFor.split(',').at(-1)?.trim() : undefined) ?? req.socket.remoteAddress ?? '';
  const path = new URL(req.url ?? '/', 'http://cms.test').pathname;
  seen.push({ path, cookie: req.headers.cookie, forwardedFor: typeof forwardedFor === 'string' ? forwardedFor : undefined });
  if (path.endsWith('/picture-code')) {
    images.set(client, (images.get(client) ?? 0) + 1);
    if ((images.get(client) ?? 0) > IMAGES_PER_ADDRESS) return envelope(res, 429, '42900001');
    return res.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg/>');
  }
  const token = req.headers['pre-authorization'];
  if (typeof token === 'string') {
    if ((refusals.get(client) ?? 0) >= REFUSALS_PER_ADDRESS) return envelope(res, 429, '42900001');
    if (token !== DEVELOPMENT_PREVIEW_TOKEN) {
      refusals.set(client, (refusals.get(client) ?? 0) + 1);
      return envelope(res, 401, '40100001');
    }
  }
  // Everything else as the embedded CMS answers it, so the site's schemas hold.
  const answer = await handleCmsRequest(
    new Request(`http://cms.test${req.url}`, { headers: typeof token === 'string' ? { 'pre-authorization': token, 'x-portal-preview': '1' } : {} }),
  );
  res.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text());
});

beforeAll(async () => {
  stampPeerAddress();
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const address = upstream.address();
  if (address === null || typeof address === 'string') throw new Error('the stand-in CMS has no port');
  vi.stubEnv('PORTAL_API_URL', `http://127.0.0.1:${address.port}`);
});
afterEach(() => {
  seen.length = 0;
  resetResponseEffects();
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((resolve) => upstream.close(resolve));
});

/** A browser call through the relay, from `client` (the address the server's hook stamps). */
const relayed = (client: string, path: string, cookie?: string) =>
  forwardToPortal(
    new Request(`http://localhost:3000/api/portal/v1${path}`, { headers: { [PEER_ADDRESS_HEADER]: client, ...(cookie ? { cookie } : {}) } }),
    handleCmsRequest,
  );

const handOff = (client: string, token: string) =>
  enter(
    new Request('http://localhost/api/preview/enter', {
      headers: { [PREVIEW_RETURN_HEADER]: '/product/edge-ai', [PREVIEW_LOCALE_HEADER]: 'EN_US', [PREVIEW_TOKEN_HEADER]: token, [PEER_ADDRESS_HEADER]: client },
    }),
  );

describe('an external CMS is told which client the site calls for', () => {
  it('one client taking every captcha image it may have leaves the next client its own', async () => {
    for (let i = 0; i < IMAGES_PER_ADDRESS; i += 1) expect((await relayed('198.51.100.31', '/picture-code')).status).toBe(200);
    expect((await relayed('198.51.100.31', '/picture-code')).status).toBe(429);
    expect((await relayed('198.51.100.32', '/picture-code')).status).toBe(200);
    expect(seen.at(-1)?.forwardedFor).toBe('198.51.100.32');
  }, 30_000);

  it('ten wrong preview tokens from one client lock out that client, not every previewer', async () => {
    for (let i = 0; i < REFUSALS_PER_ADDRESS; i += 1) expect((await handOff('198.51.100.41', `guess-${i}`)).status).toBe(403);
    expect((await handOff('198.51.100.41', DEVELOPMENT_PREVIEW_TOKEN)).status).toBe(429);
    expect((await handOff('198.51.100.42', DEVELOPMENT_PREVIEW_TOKEN)).status).toBe(303);
    expect(seen.at(-1)?.forwardedFor).toBe('198.51.100.42');
  }, 30_000);

  it("relays the visitor's cookies but never the site's own (the preview token, draft mode)", async () => {
    await relayed(
      '198.51.100.51',
      '/picture-code',
      'portal_preview=secret-token; portal_captcha_visitor=abc; __prerender_bypass=build-id; __next_preview_data=jwt',
    );
    expect(seen.at(-1)?.cookie).toBe('portal_captcha_visitor=abc');
  });

  it('names a client behind trusted proxies by the address they give, and a client not behind them by its socket', async () => {
    vi.stubEnv('CMS_TRUSTED_PROXIES', '1');
    const behindNginx = new Request('http://localhost:3000/api/portal/v1/picture-code', {
      headers: { [PEER_ADDRESS_HEADER]: '127.0.0.1', 'x-forwarded-for': '203.0.113.9, 198.51.100.61' },
    });
    await forwardToPortal(behindNginx, handleCmsRequest);
    expect(seen.at(-1)?.forwardedFor).toBe('198.51.100.61');
    vi.stubEnv('CMS_TRUSTED_PROXIES', '0');
    await forwardToPortal(new Request(behindNginx), handleCmsRequest);
    expect(seen.at(-1)?.forwardedFor).toBe('127.0.0.1');
  });
});
