import { z } from 'zod';
import type { Db } from './database';

export const FORM_TYPES = ['contact', 'partnership', 'compatibility', 'investment'] as const;
export type FormType = (typeof FORM_TYPES)[number];

export type Lead = {
  id: string;
  formType: FormType;
  locale: string;
  /** The visitor's fields as submitted (after trimming), without captcha and bot traps. */
  fields: Record<string, unknown>;
  /** ISO 8601, UTC. */
  receivedAt: string;
  /** Given by the client (Idempotency-Key) or derived from the submission; unique. */
  idempotencyKey: string;
  /** SHA-256 of the submission, to tell a retry from a different body under the same key. */
  fieldsHash: string;
};

const rowSchema = z.object({
  id: z.string(),
  form_type: z.enum(FORM_TYPES),
  locale: z.string(),
  fields: z.string(),
  received_at: z.string(),
  idempotency_key: z.string(),
  fields_hash: z.string(),
});
const fieldsSchema = z.record(z.string(), z.unknown());

function toLead(row: unknown): Lead {
  const r = rowSchema.parse(row);
  return {
    id: r.id,
    formType: r.form_type,
    locale: r.locale,
    fields: fieldsSchema.parse(JSON.parse(r.fields)),
    receivedAt: r.received_at,
    idempotencyKey: r.idempotency_key,
    fieldsHash: r.fields_hash,
  };
}

export function insertLead(db: Db, lead: Lead): void {
  db.prepare(
    `INSERT INTO leads (id, form_type, locale, fields, received_at, idempotency_key, fields_hash)
     VALUES (@id, @formType, @locale, @fields, @receivedAt, @idempotencyKey, @fieldsHash)`,
  ).run({ ...lead, fields: JSON.stringify(lead.fields) });
}

export function leadByKey(db: Db, idempotencyKey: string): Lead | undefined {
  const row: unknown = db.prepare('SELECT * FROM leads WHERE idempotency_key = ?').get(idempotencyKey);
  return row === undefined ? undefined : toLead(row);
}

/** Every lead, oldest first, read one row at a time. */
export function* allLeads(db: Db): Generator<Lead> {
  for (const row of db.prepare('SELECT * FROM leads ORDER BY received_at, id').iterate()) yield toLead(row);
}

export function countLeads(db: Db): number {
  return z.object({ n: z.number() }).parse(db.prepare('SELECT count(*) AS n FROM leads').get()).n;
}

/** Every field name any lead has, for the export's columns. */
export function leadFieldNames(db: Db): string[] {
  const rows = db.prepare('SELECT DISTINCT key FROM leads, json_each(leads.fields)').all();
  return z
    .array(z.object({ key: z.string() }))
    .parse(rows)
    .map((row) => row.key);
}
