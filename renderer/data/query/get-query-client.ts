import { isServer, QueryCache, QueryClient } from '@tanstack/react-query';
import { reportBrowserError } from './browser-errors';

/** How long fetched CMS data counts as fresh in the browser: returning to a list or tree shows it at once. */
const STALE_MS = 60_000;

/** A client with the site's defaults; a query that fails for good is reported to the page's error watcher. */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: reportBrowserError }),
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
