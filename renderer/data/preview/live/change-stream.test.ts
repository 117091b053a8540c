import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentChange } from './content-change';
import { changeStream, createSlots, takeSlot, type StreamLimits } from './change-stream';

const LIMITS: StreamLimits = { perAddress: 2, total: 3, heartbeatMs: 15_000, lifetimeMs: 600_000, coalesceMs: 1_000 };
const change = (tag: string): ContentChange => ({ tags: [tag], paths: [], all: false });

describe('takeSlot', () => {
  it('caps the streams of one address and of the instance, and a release frees exactly one slot', () => {
    const slots = createSlots();
    const first = takeSlot(slots, '10.0.0.1', LIMITS);
    takeSlot(slots, '10.0.0.1', LIMITS);
    expect(takeSlot(slots, '10.0.0.1', LIMITS)).toEqual({ full: 'address' });
    takeSlot(slots, '10.0.0.2', LIMITS);
    expect(takeSlot(slots, '10.0.0.3', LIMITS)).toEqual({ full: 'instance' });
    if (!('release' in first)) throw new Error('the first slot was refused');
    first.release();
    first.release();
    expect(slots.total).toBe(2);
    expect('release' in takeSlot(slots, '10.0.0.1', LIMITS)).toBe(true);
    expect(takeSlot(slots, '10.0.0.1', LIMITS)).toEqual({ full: 'address' });
  });
});

describe('changeStream', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function open(touches: (change: ContentChange) => boolean = () => true) {
    const listeners = new Set<(change: ContentChange) => void>();
    const closed = new AbortController();
    const release = vi.fn();
    const stream = changeStream({
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      touches,
      closed: closed.signal,
      release,
      limits: LIMITS,
    });
    const reader = stream.getReader();
    const decoder = new TextDecoder();
    const read = { text: '', done: false };
    void (async () => {
      for (;;) {
        const next = await reader.read();
        if (next.done) return void (read.done = true);
        read.text += decoder.decode(next.value);
      }
    })();
    /** Everything written so far (pending reads settle first). */
    const drain = async () => {
      await vi.advanceTimersByTimeAsync(0);
      return read.text;
    };
    const publish = (value: ContentChange) => listeners.forEach((listener) => listener(value));
    return { listeners, closed, release, read, drain, publish };
  }

  const events = (text: string) => [...text.matchAll(/^event: change\ndata: (.*)$/gm)].map((match) => JSON.parse(match[1] ?? ''));

  it('opens with the retry hint and names changes, never content', async () => {
    const stream = open();
    expect(await stream.drain()).toContain('retry: 3000\n');
    stream.publish(change('detail:product:1101:EN_US'));
    await vi.advanceTimersByTimeAsync(0);
    expect(events(await stream.drain())).toEqual([change('detail:product:1101:EN_US')]);
  });

  it('sends only the changes that touch its page', async () => {
    const stream = open((given) => given.tags.includes('home:EN_US'));
    stream.publish(change('home:ZH_CN'));
    stream.publish(change('home:EN_US'));
    await vi.advanceTimersByTimeAsync(0);
    expect(events(await stream.drain())).toEqual([change('home:EN_US')]);
  });

  it('sends a burst of changes as one event per second', async () => {
    const stream = open();
    stream.publish(change('menus'));
    await vi.advanceTimersByTimeAsync(0);
    for (const tag of ['home:EN_US', 'seo:EN_US', 'home:EN_US']) stream.publish(change(tag));
    await vi.advanceTimersByTimeAsync(999);
    expect(events(await stream.drain())).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(events(await stream.drain())).toEqual([change('menus'), { tags: ['home:EN_US', 'seo:EN_US'], paths: [], all: false }]);
  });

  it('writes a heartbeat between events', async () => {
    const stream = open();
    await vi.advanceTimersByTimeAsync(LIMITS.heartbeatMs * 2);
    expect((await stream.drain()).match(/^: heartbeat$/gm)).toHaveLength(2);
  });

  it('frees its slot and stops listening the moment the client goes', async () => {
    const stream = open();
    stream.closed.abort();
    expect(stream.release).toHaveBeenCalledTimes(1);
    expect(stream.listeners.size).toBe(0);
  });

  it('ends after its lifetime, freeing its slot', async () => {
    const stream = open();
    await vi.advanceTimersByTimeAsync(LIMITS.lifetimeMs);
    await stream.drain();
    expect(stream.read.done).toBe(true);
    expect(stream.release).toHaveBeenCalledTimes(1);
    expect(stream.listeners.size).toBe(0);
  });
});
