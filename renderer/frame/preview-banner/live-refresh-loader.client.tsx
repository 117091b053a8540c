'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

/**
 * Client components of the layout share its first-load chunk, which every visitor downloads; loaded this way
 * (React's own lazy, no loader library), only a previewer's banner fetches the leaf's code.
 */
const LiveRefresh = lazy(() => import('./live-refresh.client').then((loaded) => ({ default: loaded.LiveRefresh })));

export function LiveRefreshLoader(props: ComponentProps<typeof LiveRefresh>) {
  return (
    <Suspense fallback={null}>
      <LiveRefresh {...props} />
    </Suspense>
  );
}
