import { createChunkRecovery, type ChunkFailureAction } from './chunk-failure';

let recover: (() => ChunkFailureAction) | undefined;

/** The tab's one recovery (browser only): reload once a minute, else the upgrade page. */
export function recoverFromChunkFailure(): ChunkFailureAction {
  recover ??= createChunkRecovery({
    storage: () => window.sessionStorage,
    online: () => navigator.onLine,
    location: window.location,
    now: Date.now,
  });
  return recover();
}
