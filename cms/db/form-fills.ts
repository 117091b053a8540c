import { z } from 'zod';
import type { Db } from './database';

/**
 * Notes that `visitor` was shown an image at `now`: the first image of a fill sets its start, later ones
 * (refreshes, new images after wrong answers) keep the start and only keep the fill alive for `ttlMs`.
 */
export function noteFill(db: Db, visitor: string, now: number, ttlMs: number): void {
  db.prepare(
    `INSERT INTO form_fills (visitor, started_at, expires_at) VALUES (?, ?, ?)
     ON CONFLICT (visitor) DO UPDATE SET
       started_at = CASE WHEN form_fills.expires_at > excluded.started_at THEN form_fills.started_at ELSE excluded.started_at END,
       expires_at = excluded.expires_at`,
  ).run(visitor, now, now + ttlMs);
}

/** When the visitor's unexpired fill started, by the server's clock. */
export function fillStartedAt(db: Db, visitor: string, now: number): number | undefined {
  const row = db.prepare('SELECT started_at FROM form_fills WHERE visitor = ? AND expires_at > ?').get(visitor, now);
  return row === undefined ? undefined : z.object({ started_at: z.number() }).parse(row).started_at;
}

export function endFill(db: Db, visitor: string): void {
  db.prepare('DELETE FROM form_fills WHERE visitor = ?').run(visitor);
}

/** Drops expired fills, then the oldest beyond `max`. */
export function pruneFills(db: Db, now: number, max: number): void {
  db.prepare('DELETE FROM form_fills WHERE expires_at <= ?').run(now);
  db.prepare(
    `DELETE FROM form_fills WHERE visitor IN (
       SELECT visitor FROM form_fills ORDER BY expires_at
       LIMIT max((SELECT count(*) FROM form_fills) - ?, 0))`,
  ).run(max);
}
