import { describe, expect, it } from 'vitest';
import type { ContentChange } from '../../data/preview/live/content-change';
import { createSlots, type StreamLimits } from '../../data/preview/live/change-stream';
import { handleChangeEvents, type ChangeEventsDeps } from './change-events';

const LIMITS: StreamLimits = { perAddress: 1, total: 2, heartbeatMs: 15_000, lifetimeMs: 600_000, coalesceMs: 1_000 };

function deps(overrides: Partial<ChangeEventsDeps> = {}): ChangeEventsDeps {
  return {
    previewStatus: async () => ({ state: 'on', maskedToken: 'dev-…' }),
    address: '10.0.0.1',
    slots: createSlots(),
    limits: LIMITS,
    subscribe: () => () => undefined,
    pageTags: () => undefined,
    heard: async () => undefined,
    ...overrides,
  };
}

const get = (query = '') => new Request(`http://localhost/api/preview/events${query}`, { signal: new AbortController().signal });

describe('handleChangeEvents', () => {
  it.each([
    ['a visitor (no preview)', { state: 'off' } as const],
    ['a previewer whose token the CMS refused', { state: 'rejected', maskedToken: 'bad-…', waitSeconds: 0 } as const],
  ])('answers 401 and opens nothing for %s', async (_, status) => {
    const d = deps({ previewStatus: async () => status });
    const response = await handleChangeEvents(get(), d);
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/json/);
    expect(d.slots.total).toBe(0);
  });

  it('answers a client past its refused preview tokens 429 with Retry-After, and opens nothing', async () => {
    const d = deps({ previewStatus: async () => ({ state: 'rejected', maskedToken: 'bad-…', waitSeconds: 420 }) });
    const response = await handleChangeEvents(get(), d);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('420');
    expect(d.slots.total).toBe(0);
  });

  it("answers a HEAD the stream's headers without opening a stream or holding a slot", async () => {
    const slots = createSlots();
    const head = () => handleChangeEvents(new Request('http://localhost/api/preview/events', { method: 'HEAD' }), deps({ slots }));
    for (let i = 0; i < 12; i += 1) {
      const response = await head();
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(response.body).toBeNull();
    }
    expect(slots.total).toBe(0);
    const stream = await handleChangeEvents(get(), deps({ slots }));
    expect(stream.status).toBe(200);
    await stream.body?.cancel();
  });

  it('opens an unbuffered, uncached event stream for a previewer', async () => {
    const response = await handleChangeEvents(get(), deps());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store, no-transform');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    await response.body?.cancel();
  });

  it('answers 429 past the streams of one address and 503 past the instance, until a stream closes', async () => {
    const slots = createSlots();
    const open = await handleChangeEvents(get(), deps({ slots }));
    expect((await handleChangeEvents(get(), deps({ slots }))).status).toBe(429);
    await handleChangeEvents(get(), deps({ slots, address: '10.0.0.2' }));
    const full = await handleChangeEvents(get(), deps({ slots, address: '10.0.0.3' }));
    expect(full.status).toBe(503);
    expect(full.headers.get('retry-after')).toBe('30');
    await open.body?.cancel();
    expect((await handleChangeEvents(get(), deps({ slots }))).status).toBe(200);
  });

  it.each(['?locale=EN_US', '?path=/product/enterprise-cloud', '?locale=xx&path=/', '?locale=EN_US&path=product', '?locale=EN_US&path=/&extra=1'])(
    'answers 400 for a page named wrong (%s) and opens nothing',
    async (query) => {
      const d = deps();
      const response = await handleChangeEvents(get(query), d);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: expect.stringContaining('?locale=EN_US&path=') });
      expect(d.slots.total).toBe(0);
    },
  );

  it("sends a page's stream only the changes of the tags its render read", async () => {
    let publish: (change: ContentChange) => void = () => undefined;
    const subscribe = (listener: typeof publish) => {
      publish = listener;
      return () => undefined;
    };
    const pageTags = (locale: string, path: string) =>
      locale === 'EN_US' && path === '/product/enterprise-cloud' ? new Set(['detail:product:1101:EN_US']) : undefined;
    const response = await handleChangeEvents(get('?locale=EN_US&path=/product/enterprise-cloud'), deps({ subscribe, pageTags }));
    const reader = response.body?.getReader();
    publish({ tags: ['detail:product:1104:EN_US'], paths: [], all: false });
    publish({ tags: ['detail:product:1101:EN_US'], paths: [], all: false });
    let text = '';
    while (!text.includes('event: change')) text += new TextDecoder().decode((await reader?.read())?.value);
    expect(text).toContain('data: {"tags":["detail:product:1101:EN_US"],"paths":[],"all":false}');
    await reader?.cancel();
  });
});
