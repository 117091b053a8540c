/** Runs once when a server process starts. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { readEnv } = await import('./renderer/data/config/env');
  const { readCmsConfig, watchStore } = await import('./renderer/data/request/embedded-cms');
  const { installNodeHooks } = await import('./renderer/server/node-hooks/install');
  const env = readEnv();
  installNodeHooks(env, readCmsConfig());
  // The embedded CMS reads its fixtures again whenever one is written, from the start, previews open or not.
  if (!env.PORTAL_API_URL) watchStore();
}
