'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

/** As live refresh's loader does: only a previewer's banner fetches the inspector's code. */
const Inspector = lazy(() => import('./inspector/inspector.client').then((loaded) => ({ default: loaded.Inspector })));

export function InspectorLoader(props: ComponentProps<typeof Inspector>) {
  return (
    <Suspense fallback={null}>
      <Inspector {...props} />
    </Suspense>
  );
}
