import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEVELOPMENT_PREVIEW_TOKEN } from '@/cms/config';
import { PREVIEW_GUESS_POLICY } from '@/cms/http/preview-guesses';
import { PEER_ADDRESS_HEADER } from '@/renderer/data/request/peer-address';
import { stampPeerAddress } from '@/renderer/server/node-hooks/stamp-peer-address';
import { previewRequest } from '@/tests/support/preview-request';
import { GET, HEAD } from './route';

/** A request from `peer` (the address the server's hook stamps), with the previewer's cookie `token`: the route reads both. */
function from(peer: string, token: string, headers: Record<string, string> = {}, method = 'GET') {
  previewRequest(token, undefined, { [PEER_ADDRESS_HEADER]: peer, ...headers });
  return new Request('http://localhost/api/preview/events', { method, headers: { [PEER_ADDRESS_HEADER]: peer, ...headers } });
}

beforeAll(() => stampPeerAddress());
afterEach(() => {
  previewRequest(null);
  vi.unstubAllEnvs();
});

describe('GET /api/preview/events', () => {
  it('behind a trusted proxy counts each previewer by the address it gives, not the proxy', async () => {
    vi.stubEnv('CMS_TRUSTED_PROXIES', '1');
    const streams: Response[] = [];
    for (let i = 1; i <= 11; i += 1) streams.push(await GET(from('127.0.0.1', DEVELOPMENT_PREVIEW_TOKEN, { 'x-forwarded-for': `198.51.100.${i}` })));
    expect(streams.map((stream) => stream.status)).toEqual(Array(11).fill(200));
    await Promise.all(streams.map((stream) => stream.body?.cancel()));
  }, 30_000);

  it('a HEAD holds no slot: 12 of them, and a GET from the same address still opens', async () => {
    for (let i = 0; i < 12; i += 1) expect((await HEAD(from('198.51.100.70', DEVELOPMENT_PREVIEW_TOKEN, {}, 'HEAD'))).status).toBe(200);
    const stream = await GET(from('198.51.100.70', DEVELOPMENT_PREVIEW_TOKEN));
    expect(stream.status).toBe(200);
    await stream.body?.cancel();
  });

  it("counts token guesses in the hand-off's count: past it, 429 even with the right token", async () => {
    for (let i = 0; i < PREVIEW_GUESS_POLICY.refusals; i += 1) expect((await GET(from('198.51.100.80', `guess-${i}`))).status).toBe(401);
    const locked = await GET(from('198.51.100.80', DEVELOPMENT_PREVIEW_TOKEN));
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    const other = await GET(from('198.51.100.81', DEVELOPMENT_PREVIEW_TOKEN));
    expect(other.status).toBe(200);
    await other.body?.cancel();
  }, 30_000);
});
