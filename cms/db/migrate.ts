import type Database from 'better-sqlite3';

/** Each step runs once, in order; `user_version` records how many have run. */
const STEPS = [
  `CREATE TABLE leads (
     id TEXT PRIMARY KEY,
     form_type TEXT NOT NULL CHECK (form_type IN ('contact', 'partnership', 'compatibility', 'investment')),
     locale TEXT NOT NULL,
     fields TEXT NOT NULL CHECK (json_valid(fields)),
     received_at TEXT NOT NULL,
     idempotency_key TEXT NOT NULL UNIQUE,
     fields_hash TEXT NOT NULL
   ) STRICT;
   CREATE INDEX leads_received_at ON leads (received_at);
   CREATE TABLE captchas (
     visitor TEXT PRIMARY KEY,
     answer TEXT NOT NULL,
     issued_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL
   ) STRICT;
   CREATE INDEX captchas_expires_at ON captchas (expires_at);`,
  // Who asked for each answer (so a full table evicts the heaviest client's), and when each visitor's form was first shown.
  `ALTER TABLE captchas ADD COLUMN address TEXT;
   CREATE INDEX captchas_address ON captchas (address, issued_at);
   CREATE TABLE form_fills (
     visitor TEXT PRIMARY KEY,
     started_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL
   ) STRICT;
   CREATE INDEX form_fills_expires_at ON form_fills (expires_at);`,
  // The key that signs proof-of-work challenges (one for every process on this file), and the proofs already spent.
  `CREATE TABLE secrets (
     name TEXT PRIMARY KEY,
     value TEXT NOT NULL
   ) STRICT;
   CREATE TABLE spent_proofs (
     signature TEXT PRIMARY KEY,
     idempotency_key TEXT NOT NULL,
     expires_at INTEGER NOT NULL
   ) STRICT;
   CREATE INDEX spent_proofs_expires_at ON spent_proofs (expires_at);`,
];

export function migrate(db: Database.Database): void {
  const versionOf = () => Number(db.pragma('user_version', { simple: true }));
  if (versionOf() >= STEPS.length) return;
  // Read again under the write lock: two processes may open a new file at once.
  db.transaction(() => {
    for (const step of STEPS.slice(versionOf())) db.exec(step);
    db.pragma(`user_version = ${STEPS.length}`);
  }).immediate();
}
