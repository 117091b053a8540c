import { describe, expect, it, vi } from 'vitest';
import { handleRevalidate, type RevalidateDeps } from './handle-revalidate';
import { internalPaths, type PathTarget } from './plan';
import { MAX_BODY_BYTES } from './request-schema';
import type { ContentChange } from '../../../data/preview/live/content-change';
import { countingStream } from '../../../data/api/counting-stream.testing';

const SECRET = 'webhook-secret-0123456789';
const NOW = 1_700_000_000_000;

/** `null`: no secret configured. */
function deps(secret: string | null = SECRET, reachable = true) {
  return {
    secret: secret ?? undefined,
    expireTag: vi.fn<(tag: string) => void>(),
    expirePath: vi.fn<(target: PathTarget) => void>(),
    recordExpiry: vi.fn<(tags: string[]) => Promise<void>>(async () => undefined),
    signalChange: vi.fn<(change: ContentChange) => Promise<void>>(async () => undefined),
    cmsReachable: async () => reachable,
    now: () => NOW,
  } satisfies RevalidateDeps;
}

const post = (body: BodyInit | null, headers: Record<string, string> = { authorization: `Bearer ${SECRET}` }) =>
  new Request('http://localhost/api/revalidate', { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });

/** A body that never ends and says nothing of its length: the cap must stop it. */
function endlessBody(): ReadableStream<Uint8Array> {
  const chunk = new TextEncoder().encode(`"${'x'.repeat(1024)}",`);
  return new ReadableStream({ pull: (controller) => controller.enqueue(chunk) });
}

async function errorOf(response: Response): Promise<string> {
  const body: unknown = await response.json();
  return typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string' ? body.error : '';
}

describe('handleRevalidate', () => {
  it('answers 503 with a clear message while no secret is configured, and expires nothing', async () => {
    const d = deps(null);
    const response = await handleRevalidate(post(JSON.stringify({ all: true })), d);
    expect(response.status).toBe(503);
    expect(await errorOf(response)).toMatch(/REVALIDATE_SECRET/);
    expect(d.expireTag).not.toHaveBeenCalled();
    expect(d.expirePath).not.toHaveBeenCalled();
  });

  it.each([
    ['no Authorization header', {}],
    ['a wrong secret', { authorization: 'Bearer not-the-secret-at-all' }],
    ['the secret without the scheme', { authorization: SECRET }],
  ])('answers 401 for %s, before parsing the body', async (_, headers) => {
    const d = deps();
    const response = await handleRevalidate(post('{not json', headers), d);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    expect(response.headers.get('connection')).toBe('close');
    expect(d.expireTag).not.toHaveBeenCalled();
  });

  it('drops what an unauthorised client is still sending before its 401, so closing does not reset the connection', async () => {
    const { stream, stats } = countingStream(2 * 1024 * 1024);
    const init = { method: 'POST', body: stream, duplex: 'half' };
    const request = new Request('http://localhost/api/revalidate', init);
    expect((await handleRevalidate(request, deps())).status).toBe(401);
    expect(stats.produced).toBe(2 * 1024 * 1024);
  });

  it('answers 413 for a declared length over the cap', async () => {
    const body = JSON.stringify({ tags: Array.from({ length: 3000 }, () => 'menus') });
    expect(body.length).toBeGreaterThan(MAX_BODY_BYTES);
    const response = await handleRevalidate(post(body, { authorization: `Bearer ${SECRET}`, 'content-length': String(body.length) }), deps());
    expect(response.status).toBe(413);
  });

  it('answers 413 for a streamed body that passes the cap, without reading it all', async () => {
    // Node needs `duplex` for a streamed body; the DOM typings do not know it, so it goes in as a plain object.
    const init = { method: 'POST', body: endlessBody(), headers: { authorization: `Bearer ${SECRET}` }, duplex: 'half' };
    const request = new Request('http://localhost/api/revalidate', init);
    expect((await handleRevalidate(request, deps())).status).toBe(413);
  });

  it.each([
    ['not JSON', '{tags: menus}'],
    ['empty', ''],
    ['JSON of the wrong shape', JSON.stringify({ tags: 'menus' })],
    ['an unknown tag', JSON.stringify({ tags: ['menus', 'everything'] })],
    ['neither tags, paths nor all', JSON.stringify({})],
  ])('answers 400 for a body that is %s, and expires nothing', async (_, body) => {
    const d = deps();
    const response = await handleRevalidate(post(body), d);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).not.toBe('');
    expect(d.expireTag).not.toHaveBeenCalled();
    expect(d.expirePath).not.toHaveBeenCalled();
  });

  it('names the refused entry', async () => {
    const response = await handleRevalidate(post(JSON.stringify({ tags: ['menus', 'everything'] })), deps());
    expect(await errorOf(response)).toMatch(/tags\[1\]|tags\.1/);
  });

  it('expires the tags and every internal variant of the paths, and says what it expired', async () => {
    const d = deps();
    const response = await handleRevalidate(post(JSON.stringify({ tags: ['menus', 'detail:product:1101:EN_US'], paths: ['/product/enterprise-cloud'] })), d);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const paths = internalPaths('/product/enterprise-cloud');
    expect(await response.json()).toEqual({ revalidated: { tags: ['menus', 'detail:product:1101:EN_US'], paths }, now: NOW });
    expect(d.expireTag.mock.calls).toEqual([['menus'], ['detail:product:1101:EN_US']]);
    expect(d.expirePath.mock.calls).toEqual(paths.map((path) => [{ path }]));
    // The open previews hear it too, by the site path they show.
    expect(d.signalChange.mock.calls).toEqual([[{ tags: ['menus', 'detail:product:1101:EN_US'], paths: ['/product/enterprise-cloud'], all: false }]]);
  });

  it('with `draft: true` expires nothing published and only tells the open previews, even while the CMS is down', async () => {
    const d = deps(SECRET, false);
    const body = { tags: ['detail:product:1101:EN_US'], paths: ['/product/enterprise-cloud'], draft: true };
    const response = await handleRevalidate(post(JSON.stringify(body)), d);
    expect(response.status).toBe(200);
    const signalled = { tags: ['detail:product:1101:EN_US'], paths: ['/product/enterprise-cloud'], all: false };
    expect(await response.json()).toEqual({ signalled, now: NOW });
    expect(d.signalChange.mock.calls).toEqual([[signalled]]);
    expect(d.expireTag).not.toHaveBeenCalled();
    expect(d.expirePath).not.toHaveBeenCalled();
    expect(d.recordExpiry).not.toHaveBeenCalled();
  });

  it('refuses a draft change of tags the site does not know, like any other', async () => {
    const d = deps();
    const response = await handleRevalidate(post(JSON.stringify({ tags: ['drafts-of-everything'], draft: true })), d);
    expect(response.status).toBe(400);
    expect(d.signalChange).not.toHaveBeenCalled();
  });

  it('expires every tag and the whole site for `all`', async () => {
    const d = deps();
    const response = await handleRevalidate(post(JSON.stringify({ all: true })), d);
    expect(response.status).toBe(200);
    expect(d.expireTag).toHaveBeenCalledWith('menus');
    expect(d.expireTag).toHaveBeenCalledWith('common:EN_US');
    expect(d.expirePath.mock.calls).toEqual([[{ path: '/', type: 'layout' }]]);
  });

  it('expires nothing while the CMS cannot be reached, so cached pages keep being served', async () => {
    const d = deps(SECRET, false);
    const response = await handleRevalidate(post(JSON.stringify({ all: true })), d);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(await errorOf(response)).toMatch(/cannot be reached/);
    expect(d.expireTag).not.toHaveBeenCalled();
    expect(d.expirePath).not.toHaveBeenCalled();
    expect(d.signalChange).not.toHaveBeenCalled();
  });

  it('records the tags and the path tags in the shared cache before it expires anything', async () => {
    const d = deps();
    const order: string[] = [];
    d.recordExpiry.mockImplementation(async () => void order.push('record'));
    d.expireTag.mockImplementation(() => void order.push('expire'));
    await handleRevalidate(post(JSON.stringify({ tags: ['menus'], paths: ['/product/enterprise-cloud'] })), d);
    const pathTags = internalPaths('/product/enterprise-cloud').map((path) => `_N_T_${path}`);
    expect(d.recordExpiry.mock.calls).toEqual([[['menus', ...pathTags]]]);
    expect(order).toEqual(['record', 'expire']);
  });

  it('answers 503 and expires nothing when the shared cache cannot record the expiry', async () => {
    const d = deps();
    d.recordExpiry.mockRejectedValue(new Error('Redis is not connected'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await handleRevalidate(post(JSON.stringify({ all: true })), d);
    expect(response.status).toBe(503);
    expect(await errorOf(response)).toMatch(/shared cache \(Redis\)/);
    expect(d.expireTag).not.toHaveBeenCalled();
    expect(d.expirePath).not.toHaveBeenCalled();
  });

  it.each([
    ['no secret configured', null, { authorization: `Bearer ${SECRET}` }],
    ['a wrong secret', SECRET, { authorization: 'Bearer not-the-secret-at-all' }],
  ])('closes the connection when it refuses with the body unread (%s)', async (_, secret, headers) => {
    const response = await handleRevalidate(post(JSON.stringify({ all: true }), headers), deps(secret));
    expect(response.headers.get('connection')).toBe('close');
  });

  it('closes the connection after a 413, and keeps it open after a body it read', async () => {
    const body = JSON.stringify({ tags: Array.from({ length: 3000 }, () => 'menus') });
    const tooLarge = await handleRevalidate(post(body, { authorization: `Bearer ${SECRET}`, 'content-length': String(body.length) }), deps());
    expect(tooLarge.headers.get('connection')).toBe('close');
    const read = await handleRevalidate(post(JSON.stringify({ tags: ['menus'] })), deps());
    expect(read.headers.get('connection')).toBeNull();
  });
});
