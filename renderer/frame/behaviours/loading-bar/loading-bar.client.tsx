'use client';

import { clsx } from 'clsx';
import { Suspense, useSyncExternalStore } from 'react';
import { HIDDEN_BAR } from './loading-bar-machine';
import { navigationProgress } from './navigation-progress';
import styles from './loading-bar.module.css';
import { RouteWatch } from './route-watch.client';

const hiddenOnServer = () => HIDDEN_BAR;

/** The navigation progress bar at the top of the viewport (docs/behaviours.md); decorative, so hidden from assistive tech. */
export function LoadingBar() {
  const view = useSyncExternalStore(navigationProgress.subscribe, navigationProgress.view, hiddenOnServer);
  const state = !view.visible ? 'hidden' : view.failed ? 'failed' : 'visible';
  const className = clsx(styles.bar, view.visible && styles.visible, view.failed && styles.failed);
  return (
    <>
      <div className={className} data-loading-bar={state} aria-hidden="true" style={{ transform: `scaleX(${view.percent / 100})` }} />
      {/* useSearchParams renders in the browser only; the boundary keeps the cached page static. */}
      <Suspense fallback={null}>
        <RouteWatch />
      </Suspense>
    </>
  );
}
