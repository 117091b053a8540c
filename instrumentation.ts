/** Runs once when a server process starts. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { letVaryAccumulate } = await import('./renderer/handlers/vary-accumulates');
  const { refuseMalformedRequests } = await import('./renderer/handlers/malformed-requests');
  const { stampPeerAddress } = await import('./renderer/request/peer-address');
  const { hideRewriteTarget } = await import('./renderer/handlers/rewrite-target-hidden');
  letVaryAccumulate();
  refuseMalformedRequests();
  stampPeerAddress();
  hideRewriteTarget();
}
