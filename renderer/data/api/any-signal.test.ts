import { describe, expect, it } from 'vitest';
import { followFirstAbort } from './any-signal';

describe('followFirstAbort (the AbortSignal.any fallback)', () => {
  it('aborts with the reason of the first signal to abort', () => {
    const first = new AbortController();
    const second = new AbortController();
    const combined = followFirstAbort([first.signal, second.signal]);
    expect(combined.aborted).toBe(false);
    second.abort('second');
    first.abort('first');
    expect(combined.reason).toBe('second');
  });

  it('is aborted at once when a signal already is', () => {
    const combined = followFirstAbort([new AbortController().signal, AbortSignal.abort('done')]);
    expect(combined.reason).toBe('done');
  });
});
