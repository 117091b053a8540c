/** Envelope codes the embedded CMS answers besides '0'; the site shows their message. */
export const CMS_ERROR = {
  badRequest: { code: '40000001', status: 400 },
  /** A foreign Origin on a form submission. */
  forbidden: { code: '40300001', status: 403 },
  /** A preview token the CMS does not know. */
  unauthorized: { code: '40100001', status: 401 },
  notFound: { code: '40400001', status: 404 },
  methodNotAllowed: { code: '40500001', status: 405 },
  unsupportedMediaType: { code: '41500001', status: 415 },
  payloadTooLarge: { code: '41300001', status: 413 },
  /** Idempotency-Key reused with a different submission. */
  conflict: { code: '40900001', status: 409 },
  /** A form that breaks a form rule (docs/forms.md): missing, oversize, unknown or malformed fields, unknown form type. */
  invalidForm: { code: '42200001', status: 422 },
  /** A wrong, expired, reused or missing captcha. */
  captchaInvalid: { code: '42200002', status: 422 },
  /** Honeypot filled in, or submitted faster than a person fills the form. */
  botSuspected: { code: '42200003', status: 422 },
  /** Captcha images asked for too often (docs/forms.md), preview tokens refused too often from one address, or a second export from an address whose first is in flight. */
  tooManyRequests: { code: '42900001', status: 429 },
  loginRequired: { code: '33924001', status: 200 },
  internal: { code: '50000001', status: 500 },
  /** Work refused or stopped by its budget (the PDF export): busy, or too big to finish in time. */
  unavailable: { code: '50300001', status: 503 },
} as const;
export type CmsErrorName = keyof typeof CMS_ERROR;

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export function ok(data: unknown): Response {
  return new Response(JSON.stringify({ code: '0', message: 'success', data }), { status: 200, headers: JSON_HEADERS });
}

/**
 * Refusals given before the body is read in full. The rest of the body is still on its way, so the answer
 * closes the connection: kept alive, the unread bytes would stall the next request on it.
 */
const BODY_LEFT_UNREAD: ReadonlySet<CmsErrorName> = new Set(['payloadTooLarge', 'unsupportedMediaType']);

export function fail(name: CmsErrorName, message: string, extraHeaders: Record<string, string> = {}): Response {
  const { code, status } = CMS_ERROR[name];
  const headers = BODY_LEFT_UNREAD.has(name) ? { ...JSON_HEADERS, connection: 'close' } : JSON_HEADERS;
  return new Response(JSON.stringify({ code, message, data: null }), { status, headers: { ...headers, ...extraHeaders } });
}

/** Thrown by route handlers for an answer that is not '0'; the handler turns it into an envelope. */
export class CmsFailure extends Error {
  constructor(
    readonly errorName: CmsErrorName,
    message: string,
    /** Sent with the envelope, such as Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}
