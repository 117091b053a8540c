'use client';

import { lazy, Suspense } from 'react';
import { useRouteErrorRecovery } from '@/renderer/frame/behaviours/chunk-recovery/use-route-error-recovery';

// Imported when a page fails: in every page's scripts it was a second copy of the views the 404 and 403 boundaries load.
const ServerErrorView = lazy(() => import('@/renderer/frame/error-pages/error-views.client').then(({ ServerErrorView }) => ({ default: ServerErrorView })));

/** Production hides server error messages; the digest is the code a visitor can quote to support. */
export default function PageError({ error }: { error: Error & { digest?: string } }) {
  useRouteErrorRecovery(error);
  return (
    <Suspense fallback={null}>
      <ServerErrorView code={error.digest ?? '500'} message={error.digest ? undefined : error.message} />
    </Suspense>
  );
}
