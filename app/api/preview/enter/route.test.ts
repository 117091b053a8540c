import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVELOPMENT_PREVIEW_TOKEN } from '@/cms/config';
import { PREVIEW_GUESS_POLICY } from '@/cms/http/preview-guesses';
import { PREVIEW_LOCALE_HEADER, PREVIEW_RETURN_HEADER, PREVIEW_TOKEN_HEADER } from '@/renderer/data/preview/preview-headers';
import { PEER_ADDRESS_HEADER } from '@/renderer/data/request/peer-address';
import { stampPeerAddress } from '@/renderer/server/node-hooks/stamp-peer-address';
import { resetResponseEffects, responseEffects } from '@/tests/support/preview-request';
import { warmEmbeddedCms } from '@/tests/support/warm-embedded-cms';
import { GET } from './route';

/** The hand-off as the proxy passes it on, the socket's address stamped by the server's hook. */
const enter = (peer: string, token: string, headers: Record<string, string> = {}) =>
  GET(
    new Request('http://localhost/api/preview/enter', {
      headers: {
        [PREVIEW_RETURN_HEADER]: '/product/edge-ai',
        [PREVIEW_LOCALE_HEADER]: 'EN_US',
        [PREVIEW_TOKEN_HEADER]: token,
        [PEER_ADDRESS_HEADER]: peer,
        ...headers,
      },
    }),
  );

const guessFrom = async (peer: string, count: number, headers: Record<string, string> = {}) => {
  for (let i = 0; i < count; i += 1) expect((await enter(peer, `guess-${i}`, headers)).status).toBe(403);
};

beforeAll(() => stampPeerAddress());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-01T08:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  resetResponseEffects();
});

warmEmbeddedCms();

describe('guessing preview tokens at /api/preview/enter', () => {
  it('after 10 refused tokens from one address, the next try is a 429 page even with the right token, until the window ends', async () => {
    await guessFrom('198.51.100.7', PREVIEW_GUESS_POLICY.refusals);
    const locked = await enter('198.51.100.7', DEVELOPMENT_PREVIEW_TOKEN);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe(String(PREVIEW_GUESS_POLICY.windowMs / 1000));
    expect(locked.headers.get('cache-control')).toBe('private, no-store');
    expect(await locked.text()).toContain('Too many preview links with a wrong token');
    expect(responseEffects).toEqual({ draftModeEnabled: false, cookiesSet: [] });

    expect((await enter('198.51.100.8', DEVELOPMENT_PREVIEW_TOKEN)).status).toBe(303);
    vi.setSystemTime(Date.now() + PREVIEW_GUESS_POLICY.windowMs);
    expect((await enter('198.51.100.7', DEVELOPMENT_PREVIEW_TOKEN)).status).toBe(303);
  });

  it('does not count accepted tokens', async () => {
    for (let i = 0; i < 2 * PREVIEW_GUESS_POLICY.refusals; i += 1) expect((await enter('198.51.100.9', DEVELOPMENT_PREVIEW_TOKEN)).status).toBe(303);
    await guessFrom('198.51.100.9', PREVIEW_GUESS_POLICY.refusals);
  });

  it('takes its limit from CMS_PREVIEW_GUESSES_PER_ADDRESS', async () => {
    vi.stubEnv('CMS_PREVIEW_GUESSES_PER_ADDRESS', '3');
    await guessFrom('198.51.100.10', 3);
    expect((await enter('198.51.100.10', DEVELOPMENT_PREVIEW_TOKEN)).status).toBe(429);
  });

  it('counts an IPv6 host across its /64, and ignores X-Forwarded-For unless proxies are trusted', async () => {
    await guessFrom('2001:db8:7:7::1', 5);
    await guessFrom('2001:db8:7:7::2', 5, { 'x-forwarded-for': '192.0.2.1' });
    expect((await enter('2001:db8:7:7::3', DEVELOPMENT_PREVIEW_TOKEN, { 'x-forwarded-for': '192.0.2.2' })).status).toBe(429);
    vi.stubEnv('CMS_TRUSTED_PROXIES', '1');
    expect((await enter('10.0.0.1', DEVELOPMENT_PREVIEW_TOKEN, { 'x-forwarded-for': '192.0.2.3' })).status).toBe(303);
  });
});
