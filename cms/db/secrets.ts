import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Db } from './database';

/** A random secret kept in the database, made by whichever process asks first: every process on the file shares it. */
export function sharedSecret(db: Db, name: string): string {
  db.prepare('INSERT INTO secrets (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING').run(name, randomBytes(32).toString('base64url'));
  return z.object({ value: z.string() }).parse(db.prepare('SELECT value FROM secrets WHERE name = ?').get(name)).value;
}
