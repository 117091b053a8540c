import { useEffect, useState } from 'react';
import { readConnectionHint, shouldPrefetch } from '@/modules/_ui/prefetch-rule';
import type { NavigationView } from '../../data/menu/navigation-view';
import { onFirstInteraction } from '../../frame/behaviours/first-interaction';
import { oncePerKey } from '../../data/query/once-per-key';

/** One request per address for the page's life; a failed one is forgotten so the next wish asks again. */
export const loadNavigation = oncePerKey((url: string) =>
  fetch(url, { credentials: 'same-origin' }).then((response): Promise<NavigationView> => {
    if (!response.ok) throw new Error(`navigation answered ${response.status}`);
    return response.json();
  }),
);

export type NavigationState<T> = { view: T | undefined; failed: boolean };

/**
 * The menus behind the header's top-level items (api/navigation), as `load` gives them (loadNavigation, or
 * that with the code that draws them). They are loaded at the visitor's first interaction with the page, so
 * they are there when a panel or the drawer opens but cost a page that is only read nothing; on 2g or with
 * data saver only when `wanted` (a panel or the drawer opened). `load` is a module-level function.
 */
export function useNavigation<T>(load: (url: string) => Promise<T>, url: string, wanted: boolean): NavigationState<T> {
  const [state, setState] = useState<NavigationState<T>>({ view: undefined, failed: false });
  const loaded = state.view !== undefined;

  useEffect(() => {
    if (loaded) return;
    let active = true;
    const start = () =>
      void load(url).then(
        (view) => active && setState({ view, failed: false }),
        () => active && setState({ view: undefined, failed: wanted }),
      );
    if (wanted) start();
    const cancel = wanted || !shouldPrefetch(readConnectionHint(navigator)) ? undefined : onFirstInteraction(start);
    return () => {
      active = false;
      cancel?.();
    };
  }, [load, url, wanted, loaded]);

  return state;
}
