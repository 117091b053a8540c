import * as z from 'zod/mini';
import { envelopeSchema, type Envelope } from '@/schemas/envelope';
import type { PortalResult } from './call-types';
import type { EndpointSpec } from './endpoint-spec';
import { errorFromFailure, errorFromResponse, PortalError } from './errors';
import { MAX_BINARY_BYTES, MAX_BODY_BYTES } from './limits';
import { readLimitedBody, readLimitedBytes, type LimitedBodyResult } from './read-limited-body';
import { describeZodIssues } from '@/schemas/zod-issues';

function fail(error: PortalError): PortalResult<never> {
  return [error, undefined];
}

function unreadable(read: Exclude<LimitedBodyResult<unknown>, { ok: true }>, status: number, signal: AbortSignal): PortalError {
  return read.reason === 'too-large' ? new PortalError('too-large', { status }) : errorFromFailure(read.error, signal);
}

function parseEnvelope(text: string): Envelope | undefined {
  try {
    const parsed = envelopeSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

async function readBinary(response: Response, signal: AbortSignal): Promise<PortalResult<Blob>> {
  const read = await readLimitedBytes(response, MAX_BINARY_BYTES, signal);
  if (!read.ok) return fail(unreadable(read, response.status, signal));
  return [null, new Blob([read.value], { type: response.headers.get('content-type') ?? 'application/octet-stream' })];
}

/** Turns an answer into data or a PortalError: body cap, envelope, status and code mapping, then the endpoint's schema. */
export async function readAnswer(response: Response, endpoint: EndpointSpec, signal: AbortSignal): Promise<PortalResult<unknown>> {
  const isJson = /json/i.test(response.headers.get('content-type') ?? '');
  if ('binary' in endpoint && response.ok && !isJson) return readBinary(response, signal);

  const body = await readLimitedBody(response, MAX_BODY_BYTES, signal);
  // A non-2xx answer maps by its status whatever its body; only a 2xx needs the body whole.
  if (response.ok && !body.ok) return fail(unreadable(body, response.status, signal));
  const envelope = body.ok ? parseEnvelope(body.value) : undefined;
  const error = errorFromResponse(response.status, envelope);
  if (error) return fail(error);
  if (envelope === undefined) return fail(new PortalError('malformed', { status: response.status, detail: 'body is not an envelope' }));
  if ('binary' in endpoint) return fail(new PortalError('malformed', { status: response.status, detail: 'expected a binary answer' }));
  const data = z.safeParse(endpoint.data, envelope.data);
  if (!data.success) {
    return fail(new PortalError('malformed', { status: response.status, detail: describeZodIssues(data.error.issues, 3), cause: data.error }));
  }
  return [null, data.data];
}
