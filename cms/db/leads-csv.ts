import type { Lead } from './leads';

/**
 * A cell, or a part of one, that a spreadsheet would read as a formula (or a DDE call): a tab or carriage
 * return first, or one of these after any whitespace it may trim and any quotes a misread field opens with,
 * the full-width forms Chinese input methods type included.
 */
const FORMULA_START = /^(?:[\t\r]|[\s"]*[=+\-@＝＋－＠])/;
/** Where a spreadsheet may start a field when it guesses another separator (European ones use `;`), or a record. */
const AFTER_SEPARATOR = /(?<=[,;\t|\r\n"])/;
const ENDS_AT_SEPARATOR = /[,;\t|\r\n]$/;

/**
 * One CSV cell: every part a spreadsheet could split it into that starts like a formula gets a leading
 * quote, then the cell is quoted (RFC 4180) when it holds a quote, a separator or a line break.
 */
export function csvCell(value: unknown): string {
  const raw = value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  const defused = raw
    .split(AFTER_SEPARATOR)
    .map((part) => (FORMULA_START.test(part) ? `'${part}` : part))
    .join('');
  // Ending at a split point, the cell gets a quote last: a reader splitting there opens a field on the closing quote and reads the line break into it.
  const text = ENDS_AT_SEPARATOR.test(raw) ? `${defused}'` : defused;
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
