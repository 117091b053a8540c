/** How a built request reaches the portal API: fetch over the network, or the embedded CMS in-process. */
export type Transport = (request: Request) => Promise<Response>;

/**
 * Fetch over the network. The signal also goes in `init`: Next's server fetch then skips its dedupe,
 * which tees every GET answer and keeps the unread copy until garbage collection, so a body cut off
 * at the size cap went on being buffered, its socket open, in that copy. Getters dedupe with `cache`.
 */
export const fetchTransport: Transport = (request) => fetch(request, { signal: request.signal });
