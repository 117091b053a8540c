import { AsyncLocalStorage } from 'node:async_hooks';
import type { ServerResponse } from 'node:http';

/** Process-wide, as Next loads this file once per bundle: the Node hooks run each request in it (server/node-hooks). */
const STORE = Symbol.for('cloud-portal.response-status.store');
const ASKED = Symbol.for('cloud-portal.response-status.asked');

function storage(): AsyncLocalStorage<ServerResponse> {
  const existing: unknown = Reflect.get(globalThis, STORE);
  if (existing instanceof AsyncLocalStorage) return existing;
  const created = new AsyncLocalStorage<ServerResponse>();
  Reflect.set(globalThis, STORE, created);
  return created;
}

/** Runs `handle` (the server's own listeners) with `response` as the answer whatever it renders belongs to. */
export const runForResponse = <T>(response: ServerResponse, handle: () => T): T => storage().run(response, handle);

/**
 * Asks that the answer being rendered carry `status` (a named error page, a page that turns out missing or
 * forbidden): a page rendered per request is streamed, so Next sends its head before any boundary below could
 * set it. Honoured while the head is unsent, in a process with the Node hooks; elsewhere it changes nothing.
 */
export function answerWithStatus(status: number): void {
  const response = storage().getStore();
  if (response && !response.headersSent) Reflect.set(response, ASKED, status);
}

/** The status a render asked `response` to carry, if any. */
export function askedStatus(response: ServerResponse): number | undefined {
  const asked: unknown = Reflect.get(response, ASKED);
  return typeof asked === 'number' ? asked : undefined;
}
