import type { TableRow } from '../pdf-blocks';
import { COLORS, look, pageBottom, room, SIZES, type Typesetter } from '../typesetter';
import { total } from './table-columns';
import { CELL_LINE_GAP, CELL_PAD, layoutTable, type LaidRow, type TableLayout } from './table-layout';

/** Stroked once per page: the frame, a line under every row but the last, a line between columns. */
function setRules(t: Typesetter, { lefts, right }: TableLayout, top: number, rowBottoms: readonly number[]) {
  const bottom = rowBottoms[rowBottoms.length - 1] ?? top;
  const { doc } = t;
  doc.save().lineWidth(0.5).strokeColor(COLORS.rule);
  doc.rect(t.left, top, right - t.left, bottom - top);
  for (const y of rowBottoms.slice(0, -1)) doc.moveTo(t.left, y).lineTo(right, y);
  for (const x of lefts.slice(1)) doc.moveTo(x, top).lineTo(x, bottom);
  doc.stroke().restore();
}

function setRow(t: Typesetter, { lefts, textWidths, right }: TableLayout, row: LaidRow, y: number) {
  const { doc } = t;
  if (row.header)
    doc
      .save()
      .rect(t.left, y, right - t.left, row.height)
      .fill(COLORS.tableHead)
      .restore();
  const weight = look(t, { size: SIZES.table, color: COLORS.text, bold: row.header });
  row.cells.forEach((cell, column) => {
    if (!cell) return;
    const options = { width: textWidths[column], height: row.height - CELL_PAD, ellipsis: true, lineGap: CELL_LINE_GAP, ...weight };
    doc.text(cell, (lefts[column] ?? t.left) + CELL_PAD, y + CELL_PAD, options);
  });
}

/** A table on a grid: columns as wide as their cells allow, a shaded bold header repeated on every page the table runs over. */
export function setTable(t: Typesetter, tableRows: readonly TableRow[]) {
  const { doc } = t;
  const layout = layoutTable(t, tableRows);
  const headCount = layout.rows.findIndex((row) => !row.header);
  const head = headCount === -1 ? [] : layout.rows.slice(0, headCount);
  const repeatHead = total(head.map((row) => row.height)) <= layout.maxRow;

  doc.moveDown(0.2);
  room(t, total(head.map((row) => row.height)) + (layout.rows[head.length]?.height ?? 0));
  let top = doc.y;
  let rowBottoms: number[] = [];
  const place = (row: LaidRow) => {
    const y = rowBottoms[rowBottoms.length - 1] ?? top;
    setRow(t, layout, row, y);
    rowBottoms.push(y + row.height);
  };
  for (const row of layout.rows) {
    const y = rowBottoms[rowBottoms.length - 1] ?? top;
    if (y > top && y + row.height > pageBottom(t)) {
      setRules(t, layout, top, rowBottoms);
      doc.addPage();
      top = doc.y;
      rowBottoms = [];
      if (!row.header && repeatHead) head.forEach(place);
    }
    place(row);
  }
  setRules(t, layout, top, rowBottoms);
  doc.x = t.left;
  doc.y = rowBottoms[rowBottoms.length - 1] ?? top;
  doc.moveDown(0.6);
}
