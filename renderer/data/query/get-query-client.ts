import { isServer, QueryCache, QueryClient } from '@tanstack/react-query';
import { reportBrowserError } from './browser-errors';

/** How long fetched CMS data counts as fresh in the browser: returning to a list or tree shows it at once. */
const STALE_MS = 60_000;

/** A failed call is tried once more, unless it was cut at the call's time limit: a hanging CMS would double the wait. */
export function retryOnce(failureCount: number, error: unknown): boolean {
  const timedOut = error instanceof Error && 'kind' in error && error.kind === 'timeout';
  return failureCount < 1 && !timedOut;
}

/** A client with the site's defaults; a query that fails for good is reported to the page's error watcher. */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: reportBrowserError }),
    defaultOptions: {
      queries: { staleTime: STALE_MS, retry: retryOnce, refetchOnWindowFocus: false },
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
