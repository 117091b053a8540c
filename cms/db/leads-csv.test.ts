import { describe, expect, it } from 'vitest';
import { csvCell, csvRow, fieldColumns, leadsCsv } from './leads-csv';
import type { Lead } from './leads';
import { readCsv } from './csv-reader.testing';

describe('csvCell', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","click")', `"'=HYPERLINK(""http://evil.example"",""click"")"`],
    ['=1+1', "'=1+1"],
    ['+1 (555) 010-0000', "'+1 (555) 010-0000"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\tcmd', `"'\tcmd"`],
    ['\r=1', `"'\r'=1"`],
    ["=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
    ['＝1+1', "'＝1+1"],
    ['＋86 138', "'＋86 138"],
    ['－1', "'－1"],
    ['＠SUM(A1)', "'＠SUM(A1)"],
  ])('defuses a formula: %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each([
    ['plain', 'plain'],
    ['张三', '张三'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['010-12345678', '010-12345678'],
    ['a=b', 'a=b'],
    ['', ''],
  ])('quotes by RFC 4180: %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each([
    ["ACME;=cmd|' /C calc'!A0;x", `"ACME;'=cmd|' /C calc'!A0;x"`],
    ['ACME,=1+1', `"ACME,'=1+1"`],
    ['a\t@SUM(A1)', `"a\t'@SUM(A1)"`],
    ['a|＝1', "a|'＝1"],
    ['a; b', '"a; b"'],
  ])('defuses every part a spreadsheet could split the cell into: %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes numbers, booleans, missing values and objects', () => {
    expect(csvRow([3, true, undefined, null, { a: 1 }])).toBe('3,true,,,"{""a"":1}"\r\n');
  });
});

describe('leadsCsv', () => {
  const lead: Lead = {
    id: 'id-1',
    formType: 'partnership',
    locale: 'EN_US',
    fields: { name: '=evil()', companyName: 'A, B & Co', mobile: '+44 20 7946 0000', industry: 'finance' },
    receivedAt: '2026-03-01T08:00:00.000Z',
    idempotencyKey: 'k',
    fieldsHash: 'h',
  };

  it("has a header, then one row per lead with its fields in the form's order", () => {
    const columns = fieldColumns(Object.keys(lead.fields).concat('zzz'));
    expect(columns).toEqual(['name', 'companyName', 'mobile', 'industry', 'zzz']);
    expect([...leadsCsv([lead], columns)]).toEqual([
      'id,form_type,locale,received_at,name,companyName,mobile,industry,zzz\r\n',
      `id-1,partnership,EN_US,2026-03-01T08:00:00.000Z,'=evil(),"A, B & Co",'+44 20 7946 0000,finance,\r\n`,
    ]);
  });
});

describe('leadsCsv read with any separator a spreadsheet may guess', () => {
  const SEPARATORS = [',', ';', '\t', '|'];
  /** What makes a spreadsheet evaluate a cell, after any whitespace it may trim. */
  const FORMULA_FIELD = /^(?:[\t\r]|\s*[=+\-@＝＋－＠])/;
  const leadWith = (content: string, index: number): Lead => ({
    id: `id-${index}`,
    formType: 'contact',
    locale: 'ZH_CN',
    // Last as well as inside: a row's last cell is followed by the line break, not a comma.
    fields: { name: 'Ada', content, companyName: content },
    receivedAt: '2026-03-01T08:00:00.000Z',
    idempotencyKey: `k${index}`,
    fieldsHash: 'h',
  });
  const formulaFields = (contents: readonly string[]) => {
    const csv = [...leadsCsv(contents.map(leadWith), ['name', 'content', 'companyName'])].join('');
    return SEPARATORS.flatMap((separator) =>
      readCsv(csv, separator)
        .flat()
        .filter((field) => FORMULA_FIELD.test(field))
        .map((field) => ({ separator, field })),
    );
  };

  it.each([
    ['a multi-line text', 'first line\n=2+2'],
    ['a line break with CR LF', 'first line\r\n+2+2'],
    ['a segment after a separator and a space', 'ACME; =2+2'],
    ['after a semicolon and a full-width space', 'ACME;\u3000＝1+1'],
    ['after a tab and spaces', 'a\t  @SUM(A1)'],
    ['a quote before the formula', 'x;"=1+1"'],
    ['a quote after a separator', 'a;"-1'],
    ['leading whitespace', '  =1+1'],
    ['a separator last', 'ACME;'],
  ])('defuses %s', (_, content) => {
    expect(formulaFields([content])).toEqual([]);
  });

  it('defuses every field of random hostile text under every separator', () => {
    const alphabet = ['a', ' ', '=', '+', '-', '@', '＝', ',', ';', '\t', '|', '\n', '\r', '"', "'", '\u3000'];
    // A fixed seed: the same texts on every run.
    let seed = 33;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % alphabet.length;
    const contents = Array.from({ length: 2000 }, () => Array.from({ length: 1 + (next() % 12) }, () => alphabet[next()]).join(''));
    expect(formulaFields(contents)).toEqual([]);
  });

  it("reads back with ',' as the cells it wrote", () => {
    const content = 'line one\n=2+2; @x, "quoted"';
    const [, row] = readCsv([...leadsCsv([leadWith(content, 1)], ['content'])].join(''), ',');
    expect(row?.[4]).toBe(`line one\n'=2+2;' @x, "quoted"`);
  });
});
