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
 * The key a submission is stored under: the client's Idempotency-Key if it sent one (undefined when
 * malformed), else the submission's hash, so a browser's retry of the same body is recognised too. Either
 * is bound to the visitor's captcha cookie, so only the browser that sent a lead gets its receipt again
 * (a stranger's guess of its fields is judged as a new submission); hashed, so no cookie is stored.
 */
export function idempotencyKeyOf(request: Request, hash: string, visitor: string | undefined): string | undefined {
  const sent = request.headers.get('idempotency-key');
  if (sent !== null && !CLIENT_KEY.test(sent)) return undefined;
  const bound = sha256(canonical({ visitor: visitor ?? null, key: sent ?? hash }));
  return sent === null ? `auto:${bound}` : `client:${bound}`;
}
