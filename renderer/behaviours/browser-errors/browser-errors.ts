/**
 * Failed browser calls that are not TanStack queries (the PDF export) are reported here; the layout's
 * PortalErrorWatcher acts on them as on failed queries (spec section 8).
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
