/** Runs once when a server process starts. */
export async function register(): Promise<void> {
  // Read here, not through renderer/data/config/env.ts: Next replaces this very expression at build, which drops the Node-only imports below from an edge bundle.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { readEnv } = await import('./renderer/data/config/env');
  const { readCmsConfig, watchStore } = await import('./renderer/data/request/embedded-cms');
  const { applyServerSettings, serverSettingsOf } = await import('./renderer/server/node-hooks/server-settings');
  const { applyResponseHeaderRules } = await import('./renderer/server/node-hooks/response-header-rules');
  const { refuseMalformedRequests } = await import('./renderer/server/node-hooks/malformed-requests');
  const { stampPeerAddress } = await import('./renderer/server/node-hooks/stamp-peer-address');
  // Whether this process sits behind proxies is the CMS configuration's CMS_TRUSTED_PROXIES.
  applyServerSettings(serverSettingsOf(readEnv(), readCmsConfig().trustedProxies));
  applyResponseHeaderRules();
  refuseMalformedRequests();
  stampPeerAddress();
  // The embedded CMS reads its fixtures again whenever one is written, from the start, previews open or not.
  if (!readEnv().PORTAL_API_URL) watchStore();
}
