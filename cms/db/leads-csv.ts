import type { Lead } from './leads';

/**
 * Cells a spreadsheet would read as a formula (or a DDE call) start with one of these, the full-width
 * forms Chinese input methods type included.
 */
const FORMULA_START = /^[=+\-@\t\r＝＋－＠]/;
/** Where a spreadsheet may split a cell when it guesses the separator (European ones use `;`). */
const AFTER_SEPARATOR = /(?<=[,;\t|])/;

/**
 * One CSV cell: every part a spreadsheet could split it into that starts like a formula gets a leading
 * quote, then the cell is quoted (RFC 4180) when it holds a quote, a separator or a line break.
 */
export function csvCell(value: unknown): string {
  const raw = value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  const text = raw
    .split(AFTER_SEPARATOR)
    .map((part) => (FORMULA_START.test(part) ? `'${part}` : part))
    .join('');
  return /[",;\t\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvRow = (cells: readonly unknown[]): string => `${cells.map(csvCell).join(',')}\r\n`;

const FIXED = ['id', 'form_type', 'locale', 'received_at'] as const;
/** The forms' fields in reading order; any other field follows alphabetically. */
const FIELD_ORDER = [
  'type',
  'name',
  'firstName',
  'lastName',
  'companyName',
  'mobile',
  'telephone',
  'email',
  'website',
  'cooperationType',
  'industry',
  'productName',
  'productType',
  'applyArea',
  'visitorCount',
  'content',
  'demand',
  'remark',
  'region',
  'job',
];

export function fieldColumns(fieldNames: Iterable<string>): string[] {
  const names = new Set(fieldNames);
  const known = FIELD_ORDER.filter((name) => names.has(name));
  const rest = [...names].filter((name) => !FIELD_ORDER.includes(name)).sort();
  return [...known, ...rest];
}

/** The leads as CSV lines: a header, then one row per lead; `fields` are the columns after the fixed ones. */
export function* leadsCsv(leads: Iterable<Lead>, fields: readonly string[]): Generator<string> {
  yield csvRow([...FIXED, ...fields]);
  for (const lead of leads) {
    yield csvRow([lead.id, lead.formType, lead.locale, lead.receivedAt, ...fields.map((name) => lead.fields[name])]);
  }
}
