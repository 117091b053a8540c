import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Whether `Authorization` is `Bearer <secret>`. Both sides are hashed to the same length first, so the
 * comparison takes the same time whatever the guess, its length included.
 */
export function isBearer(authorization: string | null, secret: string): boolean {
  const match = /^Bearer (.+)$/i.exec(authorization ?? '');
  const given = match?.[1] ?? '';
  const same = timingSafeEqual(digest(given), digest(secret));
  return match !== null && same;
}
