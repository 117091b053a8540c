/** Runs once when a server process starts. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { letVaryAccumulate } = await import('./renderer/server/vary-accumulates');
  const { refuseMalformedRequests } = await import('./renderer/server/malformed-requests');
  const { stampPeerAddress } = await import('./renderer/server/peer-address');
  letVaryAccumulate();
  refuseMalformedRequests();
  stampPeerAddress();
}
