import { anySignal } from './any-signal';
import { buildRequest } from './build-request';
import type { PortalContext, PortalResult, WideInput } from './call-types';
import { endpoints, type EndpointData, type EndpointInput, type EndpointName, type EndpointSpec } from './endpoints';
import { errorFromFailure } from './errors';
import { TIMEOUT_MS } from './limits';
import { readAnswer } from './read-answer';
import { untilAborted } from './until-aborted';

/** The input argument is optional when every part of the endpoint's input is. */
export type CallPortalArgs<N extends EndpointName> =
  Partial<EndpointInput<N>> extends EndpointInput<N> ? [input?: EndpointInput<N>] : [input: EndpointInput<N>];

/**
 * The call's signal, aborted after its timeout (or by the caller's), and `done` to clear the timer once the
 * call settles. Not AbortSignal.timeout: its timer cannot be cleared, and on the server a pending timer keeps
 * the whole render it was created in (its async context) alive until it fires.
 */
function callSignal(context: PortalContext): { signal: AbortSignal; done: () => void } {
  const ms = context.timeoutMs ?? TIMEOUT_MS;
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError')),
    Number.isFinite(ms) && ms >= 0 ? ms : TIMEOUT_MS,
  );
  const signal = context.signal ? anySignal([context.signal, controller.signal]) : controller.signal;
  return { signal, done: () => clearTimeout(timer) };
}

/**
 * Issues one call of spec section 7 and never throws: `[error, undefined]` or `[null, data]`, data parsed by the endpoint's schema.
 * The overload ties each name to its input and data types; the body below works on the widened endpoint table.
 */
export function callPortal<N extends EndpointName>(context: PortalContext, name: N, ...args: CallPortalArgs<N>): Promise<PortalResult<EndpointData<N>>>;
export async function callPortal(context: PortalContext, name: EndpointName, input: WideInput = {}): Promise<PortalResult<unknown>> {
  let call: ReturnType<typeof callSignal> | undefined;
  try {
    call = callSignal(context);
    const { signal } = call;
    const endpoint: EndpointSpec = endpoints[name];
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
