import Database from 'better-sqlite3';
import { z } from 'zod';

/** The ids of the leads stored in the SQLite file. */
export function storedLeadIds(databasePath: string): Set<string> {
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    const rows = z.array(z.object({ id: z.string() })).parse(db.prepare('SELECT id FROM leads').all());
    return new Set(rows.map((row) => row.id));
  } finally {
    db.close();
  }
}
