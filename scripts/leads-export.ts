import fs from 'node:fs';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { readCmsConfig } from '../cms/config';
import { leadsCsv, fieldColumns } from '../cms/db/leads-csv';
import { allLeads, countLeads, leadFieldNames } from '../cms/db/leads';

/**
 * `npm run leads:export` prints the stored leads as CSV; `npm run leads:export -- --csv leads.csv`
 * writes them to a file (UTF-8 with a byte-order mark, so spreadsheets read Chinese right).
 */
const { values } = parseArgs({ options: { csv: { type: 'string' } } });
const { databasePath } = readCmsConfig();

if (databasePath !== ':memory:' && !fs.existsSync(databasePath)) {
  console.error(`no lead database at ${databasePath} yet (CMS_DATABASE_PATH); nothing to export`);
  process.exit(0);
}
const db = new Database(databasePath, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
const columns = fieldColumns(leadFieldNames(db));
const total = countLeads(db);

if (values.csv) {
  const fd = fs.openSync(values.csv, 'w');
  fs.writeSync(fd, '\uFEFF');
  for (const line of leadsCsv(allLeads(db), columns)) fs.writeSync(fd, line);
  fs.closeSync(fd);
  console.error(`wrote ${total} leads to ${values.csv}`);
} else {
  for (const line of leadsCsv(allLeads(db), columns)) process.stdout.write(line);
  console.error(`${total} leads`);
}
db.close();
