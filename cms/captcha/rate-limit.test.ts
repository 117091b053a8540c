import { describe, expect, it } from 'vitest';
import { WindowLimiter } from './rate-limit';

describe('WindowLimiter', () => {
  it('allows `limit` hits per key per window, then refuses until the window ends', () => {
    const limiter = new WindowLimiter(2, 1000);
    expect([limiter.hit('a', 0), limiter.hit('a', 10), limiter.hit('a', 20)]).toEqual([true, true, false]);
    expect(limiter.hit('b', 20)).toBe(true);
    expect(limiter.hit('a', 999)).toBe(false);
    expect(limiter.hit('a', 1000)).toBe(true);
  });

  it('waitMs says how long a key over its limit waits, without counting a hit', () => {
    const limiter = new WindowLimiter(2, 1000);
    expect(limiter.waitMs('a', 0)).toBe(0);
    limiter.hit('a', 100);
    expect(limiter.waitMs('a', 200)).toBe(0);
    limiter.hit('a', 300);
    expect([limiter.waitMs('a', 400), limiter.waitMs('a', 400)]).toEqual([700, 700]);
    expect(limiter.waitMs('a', 1100)).toBe(0);
  });

  it('keeps at most maxKeys windows: expired ones go first, then the oldest', () => {
    const limiter = new WindowLimiter(1, 1000, 10);
    for (let i = 0; i < 10; i += 1) limiter.hit(`old-${i}`, 0);
    limiter.hit('new', 5000);
    expect(limiter.size).toBe(1);
    for (let i = 0; i < 30; i += 1) limiter.hit(`flood-${i}`, 5000);
    expect(limiter.size).toBeLessThanOrEqual(10);
  });
});
