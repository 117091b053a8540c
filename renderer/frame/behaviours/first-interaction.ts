/** What a visitor does first: moves a pointer, touches, scrolls with a wheel, presses a key or tabs in. */
const EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'wheel', 'keydown', 'focusin'] as const;

/**
 * Runs `work` once, at the visitor's first interaction with the page: for what no one needs until they
 * reach for it, so loading a page (and a phone's first paint) does none of it. Returns what cancels it.
 */
export function onFirstInteraction(work: () => void): () => void {
  const stop = () => EVENTS.forEach((name) => window.removeEventListener(name, run, true));
  function run() {
    stop();
    work();
  }
  EVENTS.forEach((name) => window.addEventListener(name, run, { capture: true, passive: true }));
  return stop;
}
