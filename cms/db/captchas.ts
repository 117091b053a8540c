import { z } from 'zod';
import type { Db } from './database';

export type StoredCaptcha = { answer: string; issuedAt: number; expiresAt: number };

const rowSchema = z
  .object({ answer: z.string(), issued_at: z.number(), expires_at: z.number() })
  .transform((r): StoredCaptcha => ({ answer: r.answer, issuedAt: r.issued_at, expiresAt: r.expires_at }));
const parseRow = (row: unknown) => (row === undefined ? undefined : rowSchema.parse(row));

/** One live captcha per visitor: a new image replaces the previous answer. `network` is the client's (`networkKey`), for eviction. */
export function putCaptcha(db: Db, visitor: string, captcha: StoredCaptcha, network: string): void {
  db.prepare(
    `INSERT INTO captchas (visitor, answer, issued_at, expires_at, address) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (visitor) DO UPDATE SET answer = excluded.answer, issued_at = excluded.issued_at, expires_at = excluded.expires_at, address = excluded.address`,
  ).run(visitor, captcha.answer, captcha.issuedAt, captcha.expiresAt, network);
}

/** Removes and returns the visitor's captcha: every check uses it up, right or wrong. */
export function takeCaptcha(db: Db, visitor: string): StoredCaptcha | undefined {
  return parseRow(db.prepare('DELETE FROM captchas WHERE visitor = ? RETURNING answer, issued_at, expires_at').get(visitor));
}

/** Reads without using up (the test hook, the fill-time check). */
export function peekCaptcha(db: Db, visitor: string): StoredCaptcha | undefined {
  return parseRow(db.prepare('SELECT answer, issued_at, expires_at FROM captchas WHERE visitor = ?').get(visitor));
}

export function pruneCaptchas(db: Db, now: number): number {
  return db.prepare('DELETE FROM captchas WHERE expires_at <= ?').run(now).changes;
}

export function countCaptchas(db: Db): number {
  return z.object({ n: z.number() }).parse(db.prepare('SELECT count(*) AS n FROM captchas').get()).n;
}

/**
 * Deletes the `count` oldest answers of the network holding the most; of networks holding as many, the one
 * with the oldest answer, so a fresh answer from a network of its own outlives a flood of one-answer networks.
 */
export function evictFromHeaviest(db: Db, count: number): number {
  return db
    .prepare(
      `DELETE FROM captchas WHERE visitor IN (
         SELECT visitor FROM captchas
         WHERE address IS (SELECT address FROM captchas GROUP BY address ORDER BY count(*) DESC, min(issued_at) LIMIT 1)
         ORDER BY issued_at LIMIT ?)`,
    )
    .run(count).changes;
}
