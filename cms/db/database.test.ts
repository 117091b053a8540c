import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { putCaptcha, peekCaptcha, takeCaptcha, pruneCaptchas, countCaptchas, evictFromHeaviest } from './captchas';
import { openDatabase, type Db } from './database';
import { endFill, fillStartedAt, noteFill, pruneFills } from './form-fills';
import { allLeads, countLeads, insertLead, leadByKey, leadFieldNames, type Lead } from './leads';

let dir = '';
const open: Db[] = [];
const openAt = (file: string) => {
  const db = openDatabase(file);
  open.push(db);
  return db;
};

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-db-'));
});
afterEach(() => {
  for (const db of open.splice(0)) if (db.open) db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const lead = (overrides: Partial<Lead> = {}): Lead => ({
  id: 'c4b7a0e2-0000-4000-8000-000000000001',
  formType: 'contact',
  locale: 'ZH_CN',
  fields: { type: 'contact', name: '张三', companyName: '示例', mobile: '13812345678' },
  receivedAt: '2026-03-01T08:00:00.000Z',
  idempotencyKey: 'auto:abc',
  fieldsHash: 'abc',
  ...overrides,
});

describe('the database file', () => {
  it('is created with its folder on first start, in WAL mode, migrated', () => {
    const file = path.join(dir, 'nested', 'data', 'leads.sqlite');
    const db = openAt(file);
    expect(fs.existsSync(file)).toBe(true);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
    expect(db.pragma('user_version', { simple: true })).toBe(3);
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all();
    expect(tables).toEqual(['captchas', 'form_fills', 'leads', 'secrets', 'spent_proofs']);
  });

  it('opens again without migrating twice, keeping its rows', () => {
    const file = path.join(dir, 'leads.sqlite');
    const first = openAt(file);
    insertLead(first, lead());
    first.close();
    const second = openAt(file);
    expect(countLeads(second)).toBe(1);
    expect(second.pragma('user_version', { simple: true })).toBe(3);
  });

  it('a file of the first version is migrated with its live captchas kept', () => {
    const file = path.join(dir, 'leads.sqlite');
    const old = new Database(file);
    old.exec('CREATE TABLE captchas (visitor TEXT PRIMARY KEY, answer TEXT NOT NULL, issued_at INTEGER NOT NULL, expires_at INTEGER NOT NULL) STRICT');
    old.exec("CREATE TABLE leads (id TEXT PRIMARY KEY) STRICT; INSERT INTO captchas VALUES ('visitor-1', 'ACEF', 1, 2)");
    old.pragma('user_version = 1');
    old.close();
    const db = openAt(file);
    expect(db.pragma('user_version', { simple: true })).toBe(3);
    expect(peekCaptcha(db, 'visitor-1')).toEqual({ answer: 'ACEF', issuedAt: 1, expiresAt: 2 });
    putCaptcha(db, 'visitor-2', { answer: 'HJKM', issuedAt: 1, expiresAt: 2 }, '192.0.2.1');
    expect(countCaptchas(db)).toBe(2);
  });

  it("two connections see each other's commits (a second process, the export command)", () => {
    const file = path.join(dir, 'leads.sqlite');
    const writer = openAt(file);
    const reader = openAt(file);
    insertLead(writer, lead());
    expect(countLeads(reader)).toBe(1);
  });
});

describe('leads', () => {
  it('round-trip: type, locale, fields JSON and time', () => {
    const db = openAt(path.join(dir, 'leads.sqlite'));
    const stored = lead({ fields: { name: '张三', visitorCount: 3, note: '第一行\n第二行' } });
    insertLead(db, stored);
    expect(leadByKey(db, stored.idempotencyKey)).toEqual(stored);
    expect([...allLeads(db)]).toEqual([stored]);
    expect(leadFieldNames(db).sort()).toEqual(['name', 'note', 'visitorCount']);
  });

  it('the idempotency key is unique: a retried insert cannot store a lead twice', () => {
    const db = openAt(path.join(dir, 'leads.sqlite'));
    insertLead(db, lead());
    expect(() => insertLead(db, lead({ id: 'c4b7a0e2-0000-4000-8000-000000000002' }))).toThrow(/UNIQUE/);
    expect(countLeads(db)).toBe(1);
  });

  it('refuses an unknown form type and fields that are not JSON', () => {
    const db = openAt(path.join(dir, 'leads.sqlite'));
    const insert = db.prepare('INSERT INTO leads VALUES (?, ?, ?, ?, ?, ?, ?)');
    expect(() => insert.run('x', 'job', 'ZH_CN', '{}', 't', 'k1', 'h')).toThrow(/CHECK/);
    expect(() => insert.run('y', 'contact', 'ZH_CN', '{not json', 't', 'k2', 'h')).toThrow(/CHECK/);
  });

  it('lists oldest first', () => {
    const db = openAt(path.join(dir, 'leads.sqlite'));
    insertLead(db, lead({ id: 'b', receivedAt: '2026-03-02T00:00:00.000Z', idempotencyKey: 'k-b' }));
    insertLead(db, lead({ id: 'a', receivedAt: '2026-03-01T00:00:00.000Z', idempotencyKey: 'k-a' }));
    expect([...allLeads(db)].map((l) => l.id)).toEqual(['a', 'b']);
  });
});

describe('captchas', () => {
  it('take removes the answer; peek does not; prune drops the expired', () => {
    const db = openAt(path.join(dir, 'leads.sqlite'));
    putCaptcha(db, 'visitor-1', { answer: 'ACEF', issuedAt: 1000, expiresAt: 2000 }, '192.0.2.0/24');
    putCaptcha(db, 'visitor-2', { answer: 'HJKM', issuedAt: 1000, expiresAt: 9000 }, '192.0.2.0/24');
    expect(peekCaptcha(db, 'visitor-1')).toEqual({ answer: 'ACEF', issuedAt: 1000, expiresAt: 2000 });
    expect(takeCaptcha(db, 'visitor-1')).toEqual({ answer: 'ACEF', issuedAt: 1000, expiresAt: 2000 });
    expect(takeCaptcha(db, 'visitor-1')).toBeUndefined();
    putCaptcha(db, 'visitor-3', { answer: 'NPRT', issuedAt: 1000, expiresAt: 2000 }, '192.0.2.0/24');
    expect(pruneCaptchas(db, 5000)).toBe(1);
    expect(countCaptchas(db)).toBe(1);
  });

  const putAt = (db: Db) => (visitor: string, issuedAt: number, network: string) =>
    putCaptcha(db, visitor, { answer: 'ACEF', issuedAt, expiresAt: 9000 }, network);

  it('eviction takes the oldest answers of the network holding the most, and only those', () => {
    const db = openAt(path.join(dir, 'leads.sqlite'));
    const put = putAt(db);
    put('office-1', 1, '192.0.2.0/24');
    put('office-2', 2, '192.0.2.0/24');
    for (let i = 0; i < 3; i += 1) put(`flood-${i}`, 10 + i, '198.51.100.0/24');
    put('unknown', 0, 'unknown');
    expect(evictFromHeaviest(db, 2)).toBe(2);
    expect(['flood-0', 'flood-1', 'flood-2', 'office-1', 'unknown'].map((visitor) => peekCaptcha(db, visitor) !== undefined)).toEqual([
      false,
      false,
      true,
      true,
      true,
    ]);
  });

  it('of networks holding as many, the one with the oldest answer loses it, whatever the names sort as', () => {
    const db = openAt(path.join(dir, 'leads.sqlite'));
    const put = putAt(db);
    put('victim', 50, '0.0.0.0/24');
    for (let i = 0; i < 3; i += 1) put(`flood-${i}`, 10 + i, `2001:db8:${i + 1}::/48`);
    expect(evictFromHeaviest(db, 1)).toBe(1);
    expect(evictFromHeaviest(db, 1)).toBe(1);
    expect(['flood-0', 'flood-1', 'flood-2', 'victim'].map((visitor) => peekCaptcha(db, visitor) !== undefined)).toEqual([false, false, true, true]);
  });

  it('answers survive a restart (they live in the database, not in memory)', () => {
    const file = path.join(dir, 'leads.sqlite');
    const before = openAt(file);
    putCaptcha(before, 'visitor-1', { answer: 'ACEF', issuedAt: 1, expiresAt: 2 }, '192.0.2.0/24');
    before.close();
    expect(peekCaptcha(openAt(file), 'visitor-1')?.answer).toBe('ACEF');
  });
});

describe('form fills', () => {
  it('start at the first image, keep their start while new images come, and start again once expired', () => {
    const db = openAt(path.join(dir, 'leads.sqlite'));
    noteFill(db, 'visitor-1', 1000, 500);
    noteFill(db, 'visitor-1', 1400, 500);
    expect(fillStartedAt(db, 'visitor-1', 1800)).toBe(1000);
    expect(fillStartedAt(db, 'visitor-1', 1900)).toBeUndefined();
    noteFill(db, 'visitor-1', 2000, 500);
    expect(fillStartedAt(db, 'visitor-1', 2000)).toBe(2000);
    endFill(db, 'visitor-1');
    expect(fillStartedAt(db, 'visitor-1', 2000)).toBeUndefined();
  });

  it('pruning drops the expired, then the oldest beyond the bound', () => {
    const db = openAt(path.join(dir, 'leads.sqlite'));
    for (let i = 0; i < 5; i += 1) noteFill(db, `visitor-${i}`, 1000 + i, 500);
    pruneFills(db, 1502, 2);
    expect([0, 1, 2, 3, 4].map((i) => fillStartedAt(db, `visitor-${i}`, 1000))).toEqual([undefined, undefined, undefined, 1003, 1004]);
  });
});
