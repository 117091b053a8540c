import { describe, expect, it } from 'vitest';
import { HOLD_WINDOW_MS, idleBeforeMs, wasHeld } from './first-paint-hold';

describe('a first paint held by the browser', () => {
  it('is one after a main thread idle through the window before it (a product page drawn at 318 ms, shown at 1,208 ms)', () => {
    const tasks = [
      { startTime: 200, duration: 118 },
      { startTime: 385, duration: 271 },
      { startTime: 841, duration: 15 },
      { startTime: 996, duration: 1 },
    ];
    const idle = idleBeforeMs(tasks, 1208);
    expect(idle).toBe(HOLD_WINDOW_MS - 15 - 1);
    expect(wasHeld(idle)).toBe(true);
  });

  it('is not one that came right after the work that drew it', () => {
    const tasks = [
      { startTime: 40, duration: 60 },
      { startTime: 120, duration: 90 },
    ];
    expect(idleBeforeMs(tasks, 215)).toBe(215 - 60 - 90);
    expect(wasHeld(idleBeforeMs(tasks, 215))).toBe(false);
  });

  it('counts only the part of a task inside the window', () => {
    expect(idleBeforeMs([{ startTime: 0, duration: 1000 }], 1200)).toBe(200);
    expect(idleBeforeMs([{ startTime: 1100, duration: 500 }], 1200)).toBe(400);
  });
});
