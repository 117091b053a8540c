import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { readCmsConfig } from '../config';
import { migrate } from './migrate';

export type Db = Database.Database;

/** Opens (creating file and folder on first start) and migrates the CMS database, in WAL mode. */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // An accepted lead is on disk before its receipt leaves: fsync the WAL on every commit.
  db.pragma('synchronous = FULL');
  // The export command and a second server may hold the write lock for a moment.
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  migrate(db);
  return db;
}

let shared: Db | undefined;

/** The process's database, opened on first use from CMS_DATABASE_PATH. */
export function getDatabase(): Db {
  shared ??= openDatabase(readCmsConfig().databasePath);
  return shared;
}

/** Closes the process's database; the next `getDatabase()` opens it again (tests, restarts). */
export function closeDatabase(): void {
  shared?.close();
  shared = undefined;
}
