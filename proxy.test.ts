import { NextRequest } from 'next/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEVELOPMENT_PREVIEW_TOKEN } from '@/cms/config';
import { PREVIEW_GUESS_POLICY } from '@/cms/http/preview-guesses';
import { PEER_ADDRESS_HEADER } from '@/renderer/data/request/peer-address';
import { stampPeerAddress } from '@/renderer/server/node-hooks/stamp-peer-address';
import { proxy } from './proxy';

/** Next's draft-mode cookie as anyone who once previewed holds it: the build's fixed preview id. */
const DRAFT = '__prerender_bypass=build-preview-id';

/** A page request from `peer` with `cookie`; what Next then sees of the cookies, and what the browser is told to clear. */
async function page(peer: string, cookie: string) {
  const response = await proxy(
    new NextRequest('http://localhost:3000/product/enterprise-cloud', { headers: { cookie, host: 'localhost:3000', [PEER_ADDRESS_HEADER]: peer } }),
  );
  const overridden = response.headers.get('x-middleware-override-headers') !== null;
  return {
    // Without an override Next sees the request's own headers; with one, only the headers it lists.
    nextSees: overridden ? (response.headers.get('x-middleware-request-cookie') ?? '') : cookie,
    cleared: response.headers
      .getSetCookie()
      .filter((line) => /Expires=Thu, 01 Jan 1970/i.test(line))
      .map((line) => line.split('=', 1)[0]),
    cacheControl: response.headers.get('cache-control'),
  };
}

beforeAll(() => stampPeerAddress());
afterEach(() => vi.unstubAllEnvs());

describe('the draft-mode cookie without a preview the CMS accepts now', () => {
  it.each([
    ['no preview token (exited, or never given one)', `${DRAFT}; consent=1`],
    ['a token the CMS refuses (revoked)', `${DRAFT}; portal_preview=revoked-token; consent=1`],
  ])(
    'with %s is a visitor: Next sees neither cookie, and both are cleared',
    async (_, cookie) => {
      const seen = await page('198.51.100.90', cookie);
      expect(seen.nextSees).toBe('consent=1');
      expect(seen.cleared.sort()).toEqual(['__next_preview_data', '__prerender_bypass', 'portal_preview']);
      expect(seen.cacheControl).toBe('private, no-store');
    },
    30_000,
  );

  it('with a token the CMS accepts stays a preview', async () => {
    const seen = await page('198.51.100.91', `${DRAFT}; portal_preview=${DEVELOPMENT_PREVIEW_TOKEN}`);
    expect(seen.nextSees).toContain('__prerender_bypass=build-preview-id');
    expect(seen.cleared).toEqual([]);
    expect(seen.cacheControl).toBe('private, no-store');
  });

  it("counts token guesses in the hand-off's count: past it, even the right token is a visitor's until the window ends", async () => {
    for (let i = 0; i < PREVIEW_GUESS_POLICY.refusals; i += 1) await page('198.51.100.92', `${DRAFT}; portal_preview=guess-${i}`);
    const locked = await page('198.51.100.92', `${DRAFT}; portal_preview=${DEVELOPMENT_PREVIEW_TOKEN}`);
    expect(locked.nextSees).toBe('');
    expect(locked.cleared).toEqual([]);
    expect((await page('198.51.100.93', `${DRAFT}; portal_preview=${DEVELOPMENT_PREVIEW_TOKEN}`)).nextSees).toContain('__prerender_bypass');
  }, 30_000);
});
