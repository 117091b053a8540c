import { ENVELOPE_CODE } from '@/schemas/envelope-codes';
import type { Envelope } from '@/schemas/envelope';

export const PORTAL_ERROR_KINDS = [
  'business',
  'ignored',
  'login-required',
  'unauthorized',
  'forbidden',
  'not-found',
  'redirect-home',
  'http',
  'network',
  'timeout',
  'aborted',
  'too-large',
  'malformed',
  'bad-request',
] as const;
export type PortalErrorKind = (typeof PORTAL_ERROR_KINDS)[number];

/** Dictionary keys the UI shows when an error carries no server message; every locale must define them. */
export const PORTAL_MESSAGE_KEYS = [
  'api.requestFailed',
  'api.loginRequired',
  'api.unauthorized',
  'api.forbidden',
  'api.notFound',
  'api.somethingWrong',
  'api.network',
  'api.timeout',
  'api.tooLarge',
  'api.malformed',
  'api.badRequest',
  'api.badPreviewToken',
] as const;
export type PortalMessageKey = (typeof PORTAL_MESSAGE_KEYS)[number];

const DEFAULT_MESSAGE_KEY = {
  business: 'api.requestFailed',
  ignored: 'api.requestFailed',
  'login-required': 'api.loginRequired',
  unauthorized: 'api.unauthorized',
  forbidden: 'api.forbidden',
  'not-found': 'api.notFound',
  'redirect-home': 'api.somethingWrong',
  http: 'api.somethingWrong',
  network: 'api.network',
  timeout: 'api.timeout',
  aborted: 'api.requestFailed',
  'too-large': 'api.tooLarge',
  malformed: 'api.malformed',
  'bad-request': 'api.badRequest',
} as const satisfies Record<PortalErrorKind, PortalMessageKey>;

export type PortalErrorDetails = {
  status?: number | undefined;
  code?: string | undefined;
  /** Set only where the catalogue shows the server's text instead of `messageKey` ('business', 'http'). */
  serverMessage?: string | undefined;
  messageKey?: PortalMessageKey | undefined;
  /** For logs only: server text the UI does not show, or what went wrong. */
  detail?: string | undefined;
  cause?: unknown;
};

export class PortalError extends Error {
  override readonly name = 'PortalError';
  readonly kind: PortalErrorKind;
  readonly status: number | undefined;
  readonly code: string | undefined;
  readonly serverMessage: string | undefined;
  readonly messageKey: PortalMessageKey;

  constructor(kind: PortalErrorKind, details: PortalErrorDetails = {}) {
    super(details.serverMessage ?? details.detail ?? `portal call failed: ${kind}`, { cause: details.cause });
    this.kind = kind;
    this.status = details.status;
    this.code = details.code;
    this.serverMessage = details.serverMessage;
    this.messageKey = details.messageKey ?? DEFAULT_MESSAGE_KEY[kind];
  }
}

/** Errors the UI must not toast: the server asked to be ignored, or the caller cancelled. */
export function silent(error: PortalError): boolean {
  return error.kind === 'ignored' || error.kind === 'aborted';
}

const STATUS_KIND: Partial<Record<number, PortalErrorKind>> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  417: 'redirect-home',
};

function textOf(message: string | null | undefined): string | undefined {
  return message && message.trim() !== '' ? message : undefined;
}

/** 'business' and 'http' show the server's text, unless it reports a timeout (catalogue row "message containing timeout"). */
function withServerMessage(kind: 'business' | 'http', status: number, code: string | undefined, message: string | undefined): PortalError {
  if (message !== undefined && /timeout/i.test(message)) return new PortalError('timeout', { status, code, detail: message });
  return new PortalError(kind, { status, code, serverMessage: message });
}

/**
 * The one mapping from an answer to an error (docs/decisions.md, "Errors"); null means success.
 * A non-2xx status decides the kind even when the body is an envelope; `envelope` is undefined when the body was not one.
 */
export function errorFromResponse(status: number, envelope: Envelope | undefined): PortalError | null {
  const code = envelope?.code;
  const message = textOf(envelope?.message);
  if (status < 200 || status > 299) {
    const kind = STATUS_KIND[status];
    if (kind === undefined) return withServerMessage('http', status, code, message);
    return new PortalError(kind, { status, code, detail: message });
  }
  if (envelope === undefined) return new PortalError('malformed', { status, detail: 'body is not an envelope' });
  switch (code) {
    case ENVELOPE_CODE.ok:
      return null;
    case ENVELOPE_CODE.ignored:
      return new PortalError('ignored', { status, code, detail: message });
    case ENVELOPE_CODE.loginRequired:
      return new PortalError('login-required', { status, code, detail: message });
    default:
      return withServerMessage('business', status, code, message);
  }
}

/** A failure with no answer: which signal fired tells a timeout from a caller's abort; anything else is the network. */
export function errorFromFailure(failure: unknown, signal: AbortSignal): PortalError {
  if (failure instanceof PortalError) return failure;
  if (signal.aborted) {
    const reason: unknown = signal.reason;
    const timedOut = reason instanceof DOMException && reason.name === 'TimeoutError';
    return new PortalError(timedOut ? 'timeout' : 'aborted', { cause: reason });
  }
  return new PortalError('network', { cause: failure, detail: failure instanceof Error ? failure.message : undefined });
}
