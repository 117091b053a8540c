import type { z } from 'zod/mini';
import { anySignal } from './any-signal';
import { buildRequest } from './build-request';
import type { PortalContext, PortalResult, WideInput } from './call-types';
import type { EndpointSpec } from './endpoint-spec';
import { errorFromFailure } from './errors';
import { TIMEOUT_MS } from './limits';
import { readAnswer } from './read-answer';
import { untilAborted } from './until-aborted';

/** What is left until the context's deadline, at most TIMEOUT_MS; a deadline that is not a number counts as none. */
function timeLeft(deadline: number | undefined): number {
  const left = deadline === undefined || Number.isNaN(deadline) ? TIMEOUT_MS : deadline - Date.now();
  return Math.min(TIMEOUT_MS, Math.max(0, left));
}

/**
 * The call's signal, aborted at its deadline (or by the caller's), and `done` to clear the timer once the
 * call settles. Not AbortSignal.timeout: its timer cannot be cleared, and on the server a pending timer keeps
 * the whole render it was created in (its async context) alive until it fires.
 */
function callSignal(context: PortalContext): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError')), timeLeft(context.deadline));
  const signal = context.signal ? anySignal([context.signal, controller.signal]) : controller.signal;
  return { signal, done: () => clearTimeout(timer) };
}

/**
 * Issues one call of the CMS API to `endpoint` and never throws: `[error, undefined]` or `[null, data]`,
 * data parsed by the endpoint's schema. callPortal names it from the table; a caller that needs one
 * endpoint in the browser passes its row alone, without loading every schema.
 */
export function callEndpoint<S extends z.core.$ZodType>(context: PortalContext, endpoint: EndpointSpec & { data: S }): Promise<PortalResult<z.output<S>>>;
export function callEndpoint(context: PortalContext, endpoint: EndpointSpec, input?: WideInput): Promise<PortalResult<unknown>>;
export async function callEndpoint(context: PortalContext, endpoint: EndpointSpec, input: WideInput = {}): Promise<PortalResult<unknown>> {
  let call: ReturnType<typeof callSignal> | undefined;
  try {
    call = callSignal(context);
    const { signal } = call;
    const built = buildRequest(context, endpoint, input, signal);
    if (!built.ok) return [built.error, undefined];
    const response = await untilAborted(context.transport(built.request), signal);
    return await readAnswer(response, endpoint, signal);
  } catch (failure) {
    return [errorFromFailure(failure, call?.signal ?? new AbortController().signal), undefined];
  } finally {
    call?.done();
  }
}
