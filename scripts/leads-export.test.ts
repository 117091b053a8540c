import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/cms/db/database';
import { insertLead } from '@/cms/db/leads';

let dir = '';
let databasePath = '';

/** `npm run leads:export` as a child process, against the test's database. */
function exportLeads(args: string[] = [], database = databasePath): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'scripts/leads-export.ts', ...args], {
    env: { ...process.env, CMS_DATABASE_PATH: database },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-export-'));
  databasePath = path.join(dir, 'leads.sqlite');
  const db = openDatabase(databasePath);
  insertLead(db, {
    id: 'lead-1',
    formType: 'contact',
    locale: 'ZH_CN',
    fields: { type: 'contact', name: '=1+1', companyName: '示例, 有限公司', mobile: '13812345678' },
    receivedAt: '2026-03-01T08:00:00.000Z',
    idempotencyKey: 'k1',
    fieldsHash: 'h1',
  });
  insertLead(db, {
    id: 'lead-2',
    formType: 'investment',
    locale: 'EN_US',
    fields: { type: 'individual', name: 'Ada', visitorCount: 2, remark: 'line one\nline "two"' },
    receivedAt: '2026-03-02T08:00:00.000Z',
    idempotencyKey: 'k2',
    fieldsHash: 'h2',
  });
  db.close();
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

// Every case starts Node and compiles the script through tsx: seconds on a busy machine.
describe('npm run leads:export', { timeout: 30_000 }, () => {
  it('prints every lead as formula-safe CSV', () => {
    expect(exportLeads().split('\r\n')).toEqual([
      'id,form_type,locale,received_at,type,name,companyName,mobile,visitorCount,remark',
      `lead-1,contact,ZH_CN,2026-03-01T08:00:00.000Z,contact,'=1+1,"示例, 有限公司",13812345678,,`,
      'lead-2,investment,EN_US,2026-03-02T08:00:00.000Z,individual,Ada,,,2,"line one\nline ""two"""',
      '',
    ]);
  });

  it('-- --csv file writes the same rows to a file, with a byte-order mark for spreadsheets', () => {
    const file = path.join(dir, 'out.csv');
    exportLeads(['--csv', file]);
    const text = fs.readFileSync(file, 'utf8');
    expect(text.startsWith('\uFEFFid,form_type,')).toBe(true);
    expect(text.slice(1)).toBe(exportLeads());
  });

  it('without a database yet says so and prints nothing', () => {
    expect(exportLeads([], path.join(dir, 'missing', 'leads.sqlite'))).toBe('');
    expect(fs.existsSync(path.join(dir, 'missing'))).toBe(false);
  });
});
