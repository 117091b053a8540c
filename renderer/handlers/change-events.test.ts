import { describe, expect, it } from 'vitest';
import { createSlots, type StreamLimits } from '../live-preview/change-stream';
import { handleChangeEvents, type ChangeEventsDeps } from './change-events';

const LIMITS: StreamLimits = { perAddress: 1, total: 2, heartbeatMs: 15_000, lifetimeMs: 600_000, coalesceMs: 1_000 };

function deps(overrides: Partial<ChangeEventsDeps> = {}): ChangeEventsDeps {
  return {
    previewStatus: async () => ({ state: 'on', maskedToken: 'dev-…' }),
    address: '10.0.0.1',
    slots: createSlots(),
    limits: LIMITS,
    subscribe: () => () => undefined,
    heard: async () => undefined,
    ...overrides,
  };
}

const get = () => new Request('http://localhost/api/preview/events', { signal: new AbortController().signal });

describe('handleChangeEvents', () => {
  it.each([
    ['a visitor (no preview)', { state: 'off' } as const],
    ['a previewer whose token the CMS refused', { state: 'rejected', maskedToken: 'bad-…' } as const],
  ])('answers 401 and opens nothing for %s', async (_, status) => {
    const d = deps({ previewStatus: async () => status });
    const response = await handleChangeEvents(get(), d);
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/json/);
    expect(d.slots.total).toBe(0);
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
});
