import { useEffect, useState } from 'react';
import { afterPageLoad } from './after-page-load';

/**
 * What `load(key)` resolves to, started shortly after the page's load event: null until then, and for good
 * when it fails (offline, a chunk that did not load), because what it loads is an extra the page works
 * without. `load` is a module-level function, so only `key` starts a new load.
 */
export function useLoadedAfterPage<K extends string, T>(load: (key: K) => Promise<T>, key: K): T | null {
  const [loaded, setLoaded] = useState<{ key: K; value: T } | null>(null);
  useEffect(() => {
    let active = true;
    const cancel = afterPageLoad(
      () =>
        void load(key).then(
          (value) => active && setLoaded({ key, value }),
          () => undefined,
        ),
    );
    return () => {
      active = false;
      cancel();
    };
  }, [load, key]);
  return loaded?.key === key ? loaded.value : null;
}
