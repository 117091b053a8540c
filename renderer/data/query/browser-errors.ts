/**
 * Every failed call the browser makes to the CMS is reported here: failed queries by the query cache
 * (get-query-client.ts), other calls (the PDF export) by their caller. The layout's PortalErrorWatcher
 * acts on them (docs/decisions.md, "Errors in the browser"), without loading the query library on pages that make no query.
 */
type Listener = (error: unknown) => void;
const listeners = new Set<Listener>();

export function reportBrowserError(error: unknown): void {
  listeners.forEach((listener) => listener(error));
}

export function onBrowserError(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
