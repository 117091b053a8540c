/** Runs once when a server process starts. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { readEnv } = await import('./renderer/config/env');
  // The configuration alone, not the embedded CMS: whether this process sits behind proxies is said there.
  const { readCmsConfig } = await import('./cms/config');
  const { applyServerSettings, serverSettingsOf } = await import('./renderer/request/server-settings');
  const { applyResponseHeaderRules } = await import('./renderer/handlers/response-header-rules');
  const { refuseMalformedRequests } = await import('./renderer/handlers/malformed-requests');
  const { stampPeerAddress } = await import('./renderer/request/peer-address');
  applyServerSettings(serverSettingsOf(readEnv(), readCmsConfig().trustedProxies));
  applyResponseHeaderRules();
  refuseMalformedRequests();
  stampPeerAddress();
  // The embedded CMS reads its fixtures again whenever one is written, from the start, previews open or not.
  if (!readEnv().PORTAL_API_URL) (await import('./renderer/request/embedded-cms')).watchStore();
}
