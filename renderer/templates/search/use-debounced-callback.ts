import { useEffect, useMemo, useRef } from 'react';

export type Debounced<A extends unknown[]> = {
  /** Runs the callback once `delayMs` pass without another call, with the last call's arguments. */
  call: (...args: A) => void;
  cancel: () => void;
  /** Runs a pending call now. */
  flush: () => void;
};

/**
 * `callback` debounced by `delayMs` (the search input waits 300 ms). The latest
 * `callback` runs, so it may close over fresh state; a pending call is dropped on unmount.
 */
export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => void, delayMs: number): Debounced<A> {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  const debounced = useMemo<Debounced<A>>(() => {
    const state: { timer?: ReturnType<typeof setTimeout> | undefined; pending?: A | undefined } = {};
    const cancel = () => {
      clearTimeout(state.timer);
      state.timer = undefined;
      state.pending = undefined;
    };
    const flush = () => {
      const args = state.pending;
      cancel();
      if (args) latest.current(...args);
    };
    const call = (...args: A) => {
      clearTimeout(state.timer);
      state.pending = args;
      state.timer = setTimeout(flush, delayMs);
    };
    return { call, cancel, flush };
  }, [delayMs]);
  useEffect(() => debounced.cancel, [debounced]);
  return debounced;
}
