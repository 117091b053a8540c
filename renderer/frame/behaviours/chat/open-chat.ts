/** The window event the chat widget listens for; it calls `preventDefault()` or `detail.acknowledge()` to take the request. */
export const OPEN_CHAT_EVENT = 'site:open-chat';
/** How long a handler has to acknowledge before the fallback runs. */
export const OPEN_CHAT_FALLBACK_MS = 300;

export type OpenChatDetail = { acknowledge: () => void };

/**
 * Asks the chat widget to open; runs `fallback` (going to /contact) when nothing acknowledges within 300 ms.
 * Returns a function that cancels the pending fallback.
 */
export function requestChat(fallback: () => void, target: EventTarget = window, timeoutMs = OPEN_CHAT_FALLBACK_MS): () => void {
  let handled = false;
  const event = new CustomEvent<OpenChatDetail>(OPEN_CHAT_EVENT, {
    cancelable: true,
    detail: { acknowledge: () => void (handled = true) },
  });
  if (!target.dispatchEvent(event)) handled = true;
  if (handled) return () => {};
  const timer = setTimeout(() => {
    if (!handled) fallback();
  }, timeoutMs);
  return () => clearTimeout(timer);
}
