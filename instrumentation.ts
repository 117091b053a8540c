/** Runs once when a server process starts. */
export async function register(): Promise<void> {
  // Read here, not through renderer/data/config/env.ts: Next replaces this very expression at build, which drops the Node-only imports below from an edge bundle.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { readEnv } = await import('./renderer/data/config/env');
  const { readCmsConfig, watchStore } = await import('./renderer/data/request/embedded-cms');
  const { installNodeHooks } = await import('./renderer/server/node-hooks/install');
  const env = readEnv();
  installNodeHooks(env, readCmsConfig());
  // The embedded CMS reads its fixtures again whenever one is written, from the start, previews open or not.
  if (!env.PORTAL_API_URL) watchStore();
}
