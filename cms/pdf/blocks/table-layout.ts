import type { TableRow } from '../pdf-blocks';
import { printable } from '../printable';
import { COLORS, look, pageBottom, SIZES, type Typesetter } from '../typesetter';
import { columnWidths, total, type ColumnNeed } from './table-columns';

export const CELL_PAD = 5;
export const CELL_LINE_GAP = 2;
/** A row taller than this share of a page is cut off with an ellipsis, so a row and the repeated header always fit one page. */
const MAX_ROW_SHARE = 0.4;
/** Where a line may break without a space: pieces of other text, and each CJK character on its own. */
const PIECES = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]|[^\s\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]+/g;

export type LaidRow = { cells: string[]; header: boolean; height: number };

/** Where a table's columns start, how wide their text runs, and each row's height, every row with a cell per column. */
export type TableLayout = { rows: LaidRow[]; lefts: number[]; textWidths: number[]; right: number; maxRow: number };

function columnNeeds(t: Typesetter, rows: readonly string[][], count: number): ColumnNeed[] {
  const widths = new Map<string, number>();
  const width = (text: string) => {
    const known = widths.get(text) ?? t.doc.widthOfString(text);
    widths.set(text, known);
    return known;
  };
  return Array.from({ length: count }, (_, column) => {
    let min = 0;
    let max = 0;
    for (const row of rows) {
      const text = row[column] ?? '';
      max = Math.max(max, width(text));
      for (const [piece] of text.matchAll(PIECES)) min = Math.max(min, width(piece));
    }
    return { min: min + 2 * CELL_PAD, max: max + 2 * CELL_PAD };
  });
}

export function layoutTable(t: Typesetter, tableRows: readonly TableRow[]): TableLayout {
  const { doc } = t;
  look(t, { size: SIZES.table, color: COLORS.text });
  const count = Math.max(...tableRows.map((row) => row.cells.length));
  const filled = tableRows.map((row) => ({ header: row.header, cells: Array.from({ length: count }, (_, at) => printable(row.cells[at] ?? '', t.font)) }));
  const widths = columnWidths(
    columnNeeds(
      t,
      filled.map((row) => row.cells),
      count,
    ),
    t.width,
  );
  // Never narrower than the padding, however many columns share the page.
  const textWidths = widths.map((width) => Math.max(CELL_PAD, width - 2 * CELL_PAD));
  const maxRow = (pageBottom(t) - doc.page.margins.top) * MAX_ROW_SHARE;
  const oneLine = doc.currentLineHeight(true) + CELL_LINE_GAP;
  const rows = filled.map(({ header, cells }) => {
    const text = cells.map((cell, column) => (cell ? doc.heightOfString(cell, { width: textWidths[column], lineGap: CELL_LINE_GAP }) : 0));
    return { header, cells, height: Math.min(maxRow, 2 * CELL_PAD + Math.max(oneLine, ...text)) };
  });
  return { rows, lefts: widths.map((_, at) => t.left + total(widths.slice(0, at))), textWidths, right: t.left + total(widths), maxRow };
}
