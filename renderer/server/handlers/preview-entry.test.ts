import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetResponseEffects, responseEffects } from '@/tests/support/preview-request';
import { warmEmbeddedCms } from '@/tests/support/warm-embedded-cms';
import { PREVIEW_LOCALE_HEADER, PREVIEW_RETURN_HEADER, PREVIEW_TOKEN_HEADER } from '../../data/preview/preview-headers';
import { PREVIEW_COOKIE } from '../../data/preview/preview-token';
import type { PreviewGuesses } from '../../data/preview/preview-check';
import { enterPreview } from './preview-entry';

/** The hand-off as the proxy sends it: the token in a request header, never in the URL. */
const handOff = (token: string | null, url = 'http://localhost/api/preview/enter') =>
  new Request(url, {
    headers: { [PREVIEW_RETURN_HEADER]: '/product/edge-ai', [PREVIEW_LOCALE_HEADER]: 'EN_US', ...(token === null ? {} : { [PREVIEW_TOKEN_HEADER]: token }) },
  });

/** A client's refused-token counter: `wait` seconds to go, and how many refusals it was told of. */
const counter = (wait = 0) => {
  const counted = { refused: 0 };
  const guesses: PreviewGuesses = { waitSeconds: () => wait, refused: () => void (counted.refused += 1) };
  return { guesses, counted };
};
const enter = (request: Request) => enterPreview(request, counter().guesses);

warmEmbeddedCms();

describe('enterPreview', () => {
  afterEach(() => {
    resetResponseEffects();
    vi.unstubAllEnvs();
  });

  it('turns draft mode on and keeps the token only once the CMS accepts it', async () => {
    const answer = await enter(handOff('dev-preview-token'));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/product/edge-ai');
    expect(responseEffects).toEqual({ draftModeEnabled: true, cookiesSet: [PREVIEW_COOKIE] });
  });

  it('a token the CMS refuses gets a 403 page in the visitor language, no draft mode and no cookie', async () => {
    const answer = await enter(handOff('not-a-known-token'));
    expect(answer.status).toBe(403);
    expect(await answer.text()).toContain('This preview link is invalid or has expired');
    expect(responseEffects).toEqual({ draftModeEnabled: false, cookiesSet: [] });
  });

  it('a CMS that cannot be asked starts no preview either: 503 with a message to try again', async () => {
    vi.stubEnv('PORTAL_API_URL', 'http://127.0.0.1:9');
    const answer = await enter(handOff('dev-preview-token'));
    expect(answer.status).toBe(503);
    expect(await answer.text()).toContain('could not check the preview token');
    expect(responseEffects).toEqual({ draftModeEnabled: false, cookiesSet: [] });
  });

  it('counts a token the CMS refused, and neither an accepted one nor one it could not check', async () => {
    const refused = counter();
    await enterPreview(handOff('not-a-known-token'), refused.guesses);
    await enterPreview(handOff('dev-preview-token'), refused.guesses);
    vi.stubEnv('PORTAL_API_URL', 'http://127.0.0.1:9');
    await enterPreview(handOff('not-a-known-token'), refused.guesses);
    expect(refused.counted.refused).toBe(1);
  });

  it('a client with too many refusals gets a 429 page with Retry-After, and the CMS is not asked', async () => {
    vi.stubEnv('PORTAL_API_URL', 'http://127.0.0.1:9');
    const answer = await enterPreview(handOff('dev-preview-token'), counter(120).guesses);
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toBe('120');
    expect(await answer.text()).toContain('Continue to the published page');
    expect(responseEffects).toEqual({ draftModeEnabled: false, cookiesSet: [] });
  });

  it('reads the token from the header only: one in the URL is not taken', async () => {
    const answer = await enter(handOff(null, 'http://localhost/api/preview/enter?pretoken=dev-preview-token'));
    expect(answer.status).toBe(400);
    expect(responseEffects.draftModeEnabled).toBe(false);
  });
});
