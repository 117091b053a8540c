import { createLoadingBar } from './loading-bar-machine';

const listeners = new Set<() => void>();
const bar = createLoadingBar(() => listeners.forEach((listener) => listener()));

/**
 * The one loading bar of the tab: link clicks and back/forward start it, the rendered route ends it,
 * error boundaries fail it. Code that navigates with `router.push` can call `start()` itself.
 */
export const navigationProgress = {
  start: () => bar.start(),
  done: () => bar.done(),
  fail: () => bar.fail(),
  view: () => bar.view(),
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
