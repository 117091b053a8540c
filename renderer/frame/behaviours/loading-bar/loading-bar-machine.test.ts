import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoadingBar, HIDDEN_BAR, LOADING_BAR, type LoadingBarView } from './loading-bar-machine';

let views: LoadingBarView[];
const last = () => views.at(-1) ?? HIDDEN_BAR;

beforeEach(() => {
  vi.useFakeTimers();
  views = [];
});
afterEach(() => vi.useRealTimers());

const newBar = () => createLoadingBar((view) => views.push(view));

describe('the loading bar', () => {
  it('shows after 200 ms, ticks every 100 ms, fills over 5000 ms, hides 500 ms after the end', () => {
    expect(LOADING_BAR).toEqual({ throttleMs: 200, tickMs: 100, durationMs: 5000, hideMs: 500 });
  });

  it('stays hidden for the 200 ms throttle, then shows at 0 %', () => {
    const bar = newBar();
    bar.start();
    vi.advanceTimersByTime(199);
    expect(views).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(last()).toEqual({ visible: true, percent: 0, failed: false });
  });

  it('never shows for a navigation that ends within the throttle', () => {
    const bar = newBar();
    bar.start();
    vi.advanceTimersByTime(150);
    bar.done();
    vi.advanceTimersByTime(10_000);
    expect(views).toEqual([]);
    expect(bar.view()).toEqual(HIDDEN_BAR);
  });

  it('ticks every 100 ms and is full after 5000 ms, then waits there', () => {
    const bar = newBar();
    bar.start();
    vi.advanceTimersByTime(200 + 100);
    expect(last().percent).toBeCloseTo(2);
    vi.advanceTimersByTime(2400);
    expect(last().percent).toBeCloseTo(50);
    vi.advanceTimersByTime(2500);
    expect(last().percent).toBeCloseTo(100);
    vi.advanceTimersByTime(3000);
    expect(last()).toEqual({ visible: true, percent: 100, failed: false });
  });

  it('jumps to 100 % when done and hides 500 ms later', () => {
    const bar = newBar();
    bar.start();
    vi.advanceTimersByTime(1000);
    bar.done();
    expect(last()).toEqual({ visible: true, percent: 100, failed: false });
    vi.advanceTimersByTime(499);
    expect(last().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(last()).toEqual(HIDDEN_BAR);
    const count = views.length;
    vi.advanceTimersByTime(5000);
    expect(views).toHaveLength(count);
  });

  it('turns to the failed style on error, then hides after 500 ms', () => {
    const bar = newBar();
    bar.start();
    vi.advanceTimersByTime(800);
    bar.fail();
    expect(last()).toEqual({ visible: true, percent: 100, failed: true });
    bar.done();
    expect(last().failed).toBe(true);
    vi.advanceTimersByTime(500);
    expect(last()).toEqual(HIDDEN_BAR);
  });

  it('keeps one bar through overlapping starts, and restarts from 0 % during the hide delay', () => {
    const bar = newBar();
    bar.start();
    vi.advanceTimersByTime(150);
    bar.start();
    vi.advanceTimersByTime(50);
    expect(last()).toEqual({ visible: true, percent: 0, failed: false });
    vi.advanceTimersByTime(1000);
    bar.done();
    vi.advanceTimersByTime(200);
    bar.start();
    expect(last()).toEqual(HIDDEN_BAR);
    vi.advanceTimersByTime(199);
    expect(last()).toEqual(HIDDEN_BAR);
    vi.advanceTimersByTime(1);
    expect(last()).toEqual({ visible: true, percent: 0, failed: false });
    // The old hide timer was cancelled: the new bar is not hidden at the old deadline.
    vi.advanceTimersByTime(400);
    expect(last().visible).toBe(true);
  });
});
