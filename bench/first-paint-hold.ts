/**
 * Chromium here can hold a page's first frame for a whole second, or two, after the page has drawn it.
 * Frames the page's compositor submits before the page's first content are never drawn, and past a few of
 * those no frame begins for a second (viz's limit on undrawn frames); a page whose first content comes
 * more than a few frames after its compositor's first frame (render-blocking stylesheets, then the first
 * layout and raster) is held, with or without its scripts (docs/benchmarks-history.md, "what sets off the
 * hold"). Lighthouse then takes the held presentation as the first paint, and its simulated LCP counts every
 * script that ran before it. A run is held when the main thread sat idle through the time just before its
 * first paint: the page had nothing left to do, the browser had not shown it.
 */
export const HOLD_WINDOW_MS = 500;
const HELD_IDLE_SHARE = 0.9;

export type MainThreadTask = { startTime: number; duration: number };

/** How long the main thread was idle in the window that ends at `paintMs`, from Lighthouse's observed tasks. */
export function idleBeforeMs(tasks: readonly MainThreadTask[], paintMs: number, windowMs = HOLD_WINDOW_MS): number {
  const from = Math.max(0, paintMs - windowMs);
  const busy = tasks.reduce((sum, task) => {
    const overlap = Math.min(task.startTime + task.duration, paintMs) - Math.max(task.startTime, from);
    return sum + Math.max(0, overlap);
  }, 0);
  return Math.round(paintMs - from - busy);
}

export const wasHeld = (idleMs: number): boolean => idleMs >= HOLD_WINDOW_MS * HELD_IDLE_SHARE;
