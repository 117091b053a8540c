/** Cards per row, top to bottom, when `count` cards flow into `columns` columns. */
export function rowsOf(count: number, columns: number): number[] {
  return Array.from({ length: Math.ceil(count / columns) }, (_, row) => Math.min(columns, count - row * columns));
}

/**
 * How many columns `count` cards take where a grid has room for `max`: never one card alone under fuller rows,
 * then as few rows as can be, then rows as even as they can be. Four cards in three columns are two rows of two,
 * two cards in four columns are two columns; where every count leaves one alone (seven in three), one column.
 */
export function balancedColumns(count: number, max: number): number {
  if (count <= max) return Math.max(count, 1);
  let best = 1;
  let bestRows = count;
  let bestSpread = 0;
  for (let columns = max; columns >= 2; columns -= 1) {
    const rows = rowsOf(count, columns);
    const last = rows.at(-1) ?? 0;
    const spread = columns - last;
    if (last < 2 || rows.length > bestRows || (rows.length === bestRows && spread >= bestSpread)) continue;
    [best, bestRows, bestSpread] = [columns, rows.length, spread];
  }
  return best;
}
