import { isServer, QueryClient } from '@tanstack/react-query';

/** How long fetched CMS data counts as fresh in the browser: returning to a list or tree shows it at once. */
const STALE_MS = 60_000;

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE_MS, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

let browserQueryClient: QueryClient | undefined;

/** A new client per server request (never shared between visitors); one for the life of the browser tab. */
export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  browserQueryClient ??= makeQueryClient();
  return browserQueryClient;
}
