/** Shown after 200 ms, a tick every 100 ms filling the bar over 5000 ms, hidden 500 ms after the end. */
export const LOADING_BAR = { throttleMs: 200, tickMs: 100, durationMs: 5000, hideMs: 500 } as const;

export type LoadingBarView = { visible: boolean; percent: number; failed: boolean };
export const HIDDEN_BAR: LoadingBarView = { visible: false, percent: 0, failed: false };

export type Timers = {
  setTimeout: (run: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clearTimeout: (id: ReturnType<typeof setTimeout>) => void;
  setInterval: (run: () => void, ms: number) => ReturnType<typeof setInterval>;
  clearInterval: (id: ReturnType<typeof setInterval>) => void;
};

const globalTimers = (): Timers => ({
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (id) => clearTimeout(id),
  setInterval: (run, ms) => setInterval(run, ms),
  clearInterval: (id) => clearInterval(id),
});

export type LoadingBar = { start(): void; done(): void; fail(): void; view(): LoadingBarView };

/**
 * idle → (start) waiting → (200 ms) running, +2 % a tick → (done) 100 % → (500 ms) idle.
 * A navigation that ends within the throttle never shows the bar; `fail` ends it at 100 % in the failed style.
 */
export function createLoadingBar(onChange: (view: LoadingBarView) => void, timers: Timers = globalTimers()): LoadingBar {
  const step = (100 * LOADING_BAR.tickMs) / LOADING_BAR.durationMs;
  let phase: 'idle' | 'waiting' | 'running' | 'hiding' = 'idle';
  let current = HIDDEN_BAR;
  let throttle: ReturnType<typeof setTimeout> | undefined;
  let ticker: ReturnType<typeof setInterval> | undefined;
  let hider: ReturnType<typeof setTimeout> | undefined;

  const show = (next: LoadingBarView) => {
    current = next;
    onChange(next);
  };
  const clear = () => {
    if (throttle !== undefined) timers.clearTimeout(throttle);
    if (ticker !== undefined) timers.clearInterval(ticker);
    if (hider !== undefined) timers.clearTimeout(hider);
    throttle = ticker = hider = undefined;
  };
  const end = (failed: boolean) => {
    clear();
    phase = 'hiding';
    show({ visible: true, percent: 100, failed });
    hider = timers.setTimeout(() => {
      phase = 'idle';
      show(HIDDEN_BAR);
    }, LOADING_BAR.hideMs);
  };

  return {
    start() {
      if (phase === 'waiting' || phase === 'running') return;
      clear();
      if (current.visible) show(HIDDEN_BAR);
      phase = 'waiting';
      throttle = timers.setTimeout(() => {
        phase = 'running';
        show({ visible: true, percent: 0, failed: false });
        ticker = timers.setInterval(() => {
          show({ ...current, percent: Math.min(100, current.percent + step) });
        }, LOADING_BAR.tickMs);
      }, LOADING_BAR.throttleMs);
    },
    done() {
      if (phase === 'running') end(false);
      else if (phase === 'waiting') {
        clear();
        phase = 'idle';
      }
    },
    fail() {
      end(true);
    },
    view: () => current,
  };
}
