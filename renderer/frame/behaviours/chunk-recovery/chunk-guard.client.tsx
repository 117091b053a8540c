'use client';

import { useEffect } from 'react';
import { isBuildAsset, isChunkLoadError } from './chunk-failure';
import { recoverFromChunkFailure } from './recover-from-chunk-failure';

function failedBuildAsset(target: EventTarget | null): boolean {
  if (target instanceof HTMLScriptElement) return isBuildAsset(target.src, window.location.origin);
  if (target instanceof HTMLLinkElement) return target.rel === 'stylesheet' && isBuildAsset(target.href, window.location.origin);
  return false;
}

/** Reloads, then sends to the upgrade page, when a script or style chunk of the site fails to load (docs/behaviours.md). */
export function ChunkGuard() {
  useEffect(() => {
    const onError = (event: Event) => {
      const chunk = event instanceof ErrorEvent ? isChunkLoadError(event.error ?? event.message) : failedBuildAsset(event.target);
      if (chunk) recoverFromChunkFailure();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) recoverFromChunkFailure();
    };
    // Capture: a <script> or <link> that fails to load fires an error that does not bubble.
    window.addEventListener('error', onError, true);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError, true);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
