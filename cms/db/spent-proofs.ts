import { z } from 'zod';
import type { Db } from './database';

/** `fresh`: first use, now recorded; `retry`: spent before by the same submission; `reused`: spent by another. */
export type Spending = 'fresh' | 'retry' | 'reused';

/** Records a proof as spent by one submission (its idempotency key) until the proof expires. */
export function spendProof(db: Db, signature: string, idempotencyKey: string, expiresAt: number, now: number): Spending {
  return db
    .transaction((): Spending => {
      db.prepare('DELETE FROM spent_proofs WHERE expires_at <= ?').run(now);
      const row = db.prepare('SELECT idempotency_key FROM spent_proofs WHERE signature = ?').get(signature);
      if (row !== undefined) return z.object({ idempotency_key: z.string() }).parse(row).idempotency_key === idempotencyKey ? 'retry' : 'reused';
      db.prepare('INSERT INTO spent_proofs (signature, idempotency_key, expires_at) VALUES (?, ?, ?)').run(signature, idempotencyKey, expiresAt);
      return 'fresh';
    })
    .immediate();
}
