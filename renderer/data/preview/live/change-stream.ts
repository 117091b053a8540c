import 'server-only';
import type { ContentChange } from './content-change';
import { mergeChanges } from './content-change';

export type StreamLimits = {
  /** Open streams one client address may hold (tabs of one previewer, or an office behind one address). */
  perAddress: number;
  /** Open streams on this instance. */
  total: number;
  /** A comment line this often: proxies keep the stream open, and a dead connection shows when the write fails. */
  heartbeatMs: number;
  /** The stream ends after this long; the browser's EventSource reconnects on its own, and the preview cookie is checked again. */
  lifetimeMs: number;
  /** At most one event per this long: a burst of saves becomes one refresh. */
  coalesceMs: number;
};

/** The timing of every stream; the caps come from the environment (LIVE_PREVIEW_STREAMS_PER_ADDRESS, LIVE_PREVIEW_STREAMS). */
export const STREAM_TIMING = { heartbeatMs: 15_000, lifetimeMs: 10 * 60_000, coalesceMs: 1_000 } satisfies Partial<StreamLimits>;

/** Streams open on this instance, in all and per client address. */
export type StreamSlots = { total: number; perAddress: Map<string, number> };

export const createSlots = (): StreamSlots => ({ total: 0, perAddress: new Map() });

/** Takes a slot for `address`, or says which cap is reached; the release frees it once, however often it is called. */
export function takeSlot(slots: StreamSlots, address: string, limits: StreamLimits): { release: () => void } | { full: 'address' | 'instance' } {
  const held = slots.perAddress.get(address) ?? 0;
  if (held >= limits.perAddress) return { full: 'address' };
  if (slots.total >= limits.total) return { full: 'instance' };
  slots.total += 1;
  slots.perAddress.set(address, held + 1);
  let released = false;
  return {
    release: () => {
      if (released) return;
      released = true;
      slots.total -= 1;
      const left = (slots.perAddress.get(address) ?? 1) - 1;
      if (left > 0) slots.perAddress.set(address, left);
      else slots.perAddress.delete(address);
    },
  };
}

export type StreamDeps = {
  subscribe: (listener: (change: ContentChange) => void) => () => void;
  /** Whether a change concerns this stream's page; the others are not sent. */
  touches: (change: ContentChange) => boolean;
  /** Aborts when the client goes away (a closed tab): the slot is freed at once. */
  closed: AbortSignal;
  release: () => void;
  limits: StreamLimits;
};

const encoder = new TextEncoder();

/**
 * The server-sent events of one previewer's page: `change` events naming what changed of what the page uses (never content), at most
 * one per `coalesceMs`, a heartbeat comment between them, and an end after `lifetimeMs`.
 */
export function changeStream({ subscribe, touches, closed, release, limits }: StreamDeps): ReadableStream<Uint8Array> {
  let stop: () => void = () => undefined;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      let pending: ContentChange | undefined;
      let lastSentAt = 0;
      let flushTimer: ReturnType<typeof setTimeout> | undefined;
      const write = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop();
        }
      };
      const flush = () => {
        flushTimer = undefined;
        if (!pending) return;
        lastSentAt = Date.now();
        write(`event: change\ndata: ${JSON.stringify(pending)}\n\n`);
        pending = undefined;
      };
      const unsubscribe = subscribe((change) => {
        if (!touches(change)) return;
        pending = pending ? mergeChanges(pending, change) : change;
        if (flushTimer) return;
        flushTimer = setTimeout(flush, Math.max(0, lastSentAt + limits.coalesceMs - Date.now()));
      });
      const heartbeat = setInterval(() => write(': heartbeat\n\n'), limits.heartbeatMs);
      const lifetime = setTimeout(() => {
        stop();
        controller.close();
      }, limits.lifetimeMs);
      stop = () => {
        clearTimeout(flushTimer);
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        unsubscribe();
        release();
        closed.removeEventListener('abort', stop);
      };
      closed.addEventListener('abort', stop);
      if (closed.aborted) stop();
      // The browser waits this long before it reconnects; the comment opens the stream through any proxy at once.
      write('retry: 3000\n: connected\n\n');
    },
    cancel() {
      stop();
    },
  });
}
