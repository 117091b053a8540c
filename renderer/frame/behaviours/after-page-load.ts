/** How long after the load event deferred work starts, so it never competes with the page's own scripts. */
const AFTER_LOAD_MS = 200;

/**
 * Runs `work` shortly after the page's load event (at once if it has passed; Safari has no
 * requestIdleCallback). Returns what cancels it.
 */
export function afterPageLoad(work: () => void): () => void {
  let timer: number | undefined;
  const start = () => {
    timer = window.setTimeout(work, AFTER_LOAD_MS);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    window.clearTimeout(timer);
  };
}
