'use client';

import { useEffect } from 'react';
import { isChunkLoadError } from './chunk-failure';
import { navigationProgress } from '../loading-bar/navigation-progress';
import { recoverFromChunkFailure } from './recover-from-chunk-failure';

/** For error boundaries: the loading bar ends in its failed style, and a route whose chunk did not load is recovered. */
export function useRouteErrorRecovery(error: Error) {
  useEffect(() => {
    navigationProgress.fail();
    if (isChunkLoadError(error)) recoverFromChunkFailure();
  }, [error]);
}
