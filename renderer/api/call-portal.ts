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

function callSignal(context: PortalContext): AbortSignal {
  const ms = context.timeoutMs ?? TIMEOUT_MS;
  const timeout = AbortSignal.timeout(Number.isFinite(ms) && ms >= 0 ? ms : TIMEOUT_MS);
  return context.signal ? anySignal([context.signal, timeout]) : timeout;
}

/**
 * Issues one call of spec section 7 and never throws: `[error, undefined]` or `[null, data]`, data parsed by the endpoint's schema.
 * The overload ties each name to its input and data types; the body below works on the widened endpoint table.
 */
export function callPortal<N extends EndpointName>(
  context: PortalContext,
  name: N,
  ...args: CallPortalArgs<N>
): Promise<PortalResult<EndpointData<N>>>;
export async function callPortal(context: PortalContext, name: EndpointName, input: WideInput = {}): Promise<PortalResult<unknown>> {
  let signal: AbortSignal | undefined;
  try {
    signal = callSignal(context);
    const endpoint: EndpointSpec = endpoints[name];
    const built = buildRequest(context, endpoint, input, signal);
    if (!built.ok) return [built.error, undefined];
    const response = await untilAborted(context.transport(built.request), signal);
    return await readAnswer(response, endpoint, signal);
  } catch (failure) {
    return [errorFromFailure(failure, signal ?? new AbortController().signal), undefined];
  }
}
