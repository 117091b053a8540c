/**
 * Reads CSV text as a spreadsheet's import does, with `separator` as the one it guessed (RFC 4180, and
 * lenient the same way: a quote inside an unquoted field is kept, text after a closing quote is appended).
 */
export function readCsv(text: string, separator: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let fieldStart = true;
  const endField = () => {
    record.push(field);
    field = '';
    fieldStart = true;
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charAt(i);
    if (quoted) {
      if (char !== '"') field += char;
      else if (text.charAt(i + 1) === '"') {
        field += '"';
        i += 1;
      } else quoted = false;
    } else if (char === '"' && fieldStart) {
      quoted = true;
      fieldStart = false;
    } else if (char === separator) endField();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && text.charAt(i + 1) === '\n') i += 1;
      endField();
      records.push(record);
      record = [];
    } else {
      field += char;
      fieldStart = false;
    }
  }
  if (!fieldStart || record.length > 0) {
    endField();
    records.push(record);
  }
  return records;
}
