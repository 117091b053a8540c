import type { TextBlock } from '../search/rich-text';

export type TableRow = Extract<TextBlock, { kind: 'table-row' }>;

/** What the PDF sets: the rich-text blocks, with each run of table rows gathered into one table. */
export type PdfBlock = Exclude<TextBlock, TableRow> | { kind: 'table'; rows: TableRow[] };

/**
 * Consecutive rows are one table; a header row after body rows starts the next, since rich text
 * keeps no table boundary and two tables in a row each open with their header.
 */
export function pdfBlocks(blocks: readonly TextBlock[]): PdfBlock[] {
  const out: PdfBlock[] = [];
  for (const block of blocks) {
    if (block.kind !== 'table-row') {
      out.push(block);
      continue;
    }
    const last = out[out.length - 1];
    if (last?.kind === 'table' && !(block.header && last.rows[last.rows.length - 1]?.header === false)) last.rows.push(block);
    else out.push({ kind: 'table', rows: [block] });
  }
  return out;
}
