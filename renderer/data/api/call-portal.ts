import { callEndpoint } from './call-endpoint';
import type { PortalContext, PortalResult, WideInput } from './call-types';
import { endpoints, type EndpointData, type EndpointInput, type EndpointName } from './endpoints';

/** The input argument is optional when every part of the endpoint's input is. */
export type CallPortalArgs<N extends EndpointName> =
  Partial<EndpointInput<N>> extends EndpointInput<N> ? [input?: EndpointInput<N>] : [input: EndpointInput<N>];

/**
 * Issues the call `name` of the endpoint table (callEndpoint): never throws, `[error, undefined]` or `[null, data]`.
 * The overload ties each name to its input and data types; the body below works on the widened endpoint table.
 */
export function callPortal<N extends EndpointName>(context: PortalContext, name: N, ...args: CallPortalArgs<N>): Promise<PortalResult<EndpointData<N>>>;
export async function callPortal(context: PortalContext, name: EndpointName, input: WideInput = {}): Promise<PortalResult<unknown>> {
  return callEndpoint(context, endpoints[name], input);
}
