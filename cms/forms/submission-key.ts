import { createHash } from 'node:crypto';

/** JSON with object keys sorted, so equal submissions hash equally whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** What identifies one submission: form, language, fields and the moment its form was shown. */
export function submissionHash(formType: string, locale: string, fields: Record<string, unknown>, startedAt: number): string {
  return sha256(canonical({ formType, locale, fields, startedAt }));
}

const CLIENT_KEY = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * The client's Idempotency-Key header if it sent one (undefined when malformed), else one derived
 * from the submission, so a browser's retry of the same body is recognised too.
 */
export function idempotencyKeyOf(request: Request, hash: string): string | undefined {
  const sent = request.headers.get('idempotency-key');
  if (sent === null) return `auto:${hash}`;
  return CLIENT_KEY.test(sent) ? `client:${sent}` : undefined;
}
