import type { z } from 'zod/mini';
import type { PathValue } from './path-segment';

// The shape of one row of the endpoint table (endpoints.ts), apart from the table so the call machinery
// need not import every schema's module.

type QueryValue = string | number | boolean;
export type PathParams = Record<string, PathValue>;
// Method syntax makes the parameter bivariant, so each row's own params type satisfies the common shape.
type PathBuilder = { build(params: PathParams): string }['build'];

type EndpointBase = {
  path: string | PathBuilder;
  /** Request body; `lang` is added to the parsed value. */
  body?: z.core.$ZodType<Record<string, unknown>>;
};
type JsonEndpoint = EndpointBase & {
  method: 'GET' | 'POST';
  query?: z.core.$ZodType<Partial<Record<string, QueryValue>>>;
  /** Schema of the envelope's `data`. */
  data: z.core.$ZodType;
};
/** Answers raw bytes, not an envelope. */
type BinaryEndpoint = EndpointBase & { method: 'POST'; binary: true };
export type EndpointSpec = JsonEndpoint | BinaryEndpoint;
