import { UPGRADE_BROWSER_PATH } from '../../../data/routing/legacy-browser';

/** A page whose scripts fail to load is reloaded at most once a minute, then sent to the upgrade page. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';

// webpack, Turbopack ("Failed to load chunk …", name ChunkLoadError), CSS chunks, and native import() in Chromium, Firefox, Safari.
const CHUNK_FAILURE =
  /ChunkLoadError|Loading (CSS )?chunk|Failed to load chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

export function isChunkLoadError(reason: unknown): boolean {
  if (reason instanceof Error) return reason.name === 'ChunkLoadError' || CHUNK_FAILURE.test(reason.message);
  return typeof reason === 'string' && CHUNK_FAILURE.test(reason);
}

/** A script or stylesheet of our own build (`/_next/static/`), as opposed to an image or the chat host's script. */
export function isBuildAsset(url: string, pageOrigin: string): boolean {
  const asset = new URL(url, pageOrigin);
  return asset.origin === pageOrigin && asset.pathname.startsWith('/_next/static/');
}

export type ChunkFailureAction = 'reload' | 'upgrade' | 'none';

/** `lastReloadAt` is null when this tab never reloaded for a chunk, undefined when sessionStorage cannot be used. */
export function chunkFailureAction(lastReloadAt: number | null | undefined, now: number, pathname: string): ChunkFailureAction {
  // The upgrade page is where a second failure ends; failing there too must not loop.
  if (pathname === UPGRADE_BROWSER_PATH) return 'none';
  // Without storage nothing limits the reloads: go straight to the page that explains.
  if (lastReloadAt === undefined) return 'upgrade';
  return lastReloadAt !== null && now - lastReloadAt < CHUNK_RELOAD_GUARD_MS ? 'upgrade' : 'reload';
}

export type RecoveryEnv = {
  storage: () => Pick<Storage, 'getItem' | 'setItem'>;
  online: () => boolean;
  location: Pick<Location, 'pathname' | 'reload' | 'replace'>;
  now: () => number;
};

function readLastReload(env: RecoveryEnv): number | null | undefined {
  try {
    const stored = env.storage().getItem(CHUNK_RELOAD_KEY);
    const at = stored === null ? null : Number(stored);
    return at === null || Number.isFinite(at) ? at : null;
  } catch {
    return undefined;
  }
}

function rememberReload(env: RecoveryEnv, now: number): boolean {
  try {
    env.storage().setItem(CHUNK_RELOAD_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

/**
 * Acts on the first chunk failure of a page only: the error boundary and the window listener often both see it.
 * A failure while offline is the connection, not a new deployment: reloading would swap the page, and anything
 * typed in it, for the browser's offline error page, so the page stays (its offline notice says why) and a
 * failure once back online is handled as usual.
 */
export function createChunkRecovery(env: RecoveryEnv): () => ChunkFailureAction {
  let acted = false;
  return () => {
    if (acted || !env.online()) return 'none';
    const now = env.now();
    const planned = chunkFailureAction(readLastReload(env), now, env.location.pathname);
    if (planned === 'none') return planned;
    acted = true;
    // A reload that cannot be remembered could repeat forever.
    const action = planned === 'reload' && rememberReload(env, now) ? 'reload' : 'upgrade';
    if (action === 'reload') env.location.reload();
    else env.location.replace(UPGRADE_BROWSER_PATH);
    return action;
  };
}
