import { describe, expect, it } from 'vitest';
import { balancedColumns, rowsOf } from './balanced-columns';

/** One card alone in the last row, under rows that hold more. */
const leavesOneAlone = (rows: number[]) => rows.length > 1 && rows.at(-1) === 1 && Math.max(...rows) > 1;

describe('balancedColumns', () => {
  it.each([
    [4, 4, [4]],
    [4, 3, [2, 2]],
    [2, 4, [2]],
    [3, 4, [3]],
    [3, 2, [1, 1, 1]],
    [5, 4, [3, 2]],
    [6, 4, [3, 3]],
    [7, 4, [4, 3]],
    [8, 4, [4, 4]],
    [10, 5, [5, 5]],
    [7, 3, [1, 1, 1, 1, 1, 1, 1]],
    [1, 4, [1]],
  ])('%i cards in at most %i columns: rows of %j', (count, max, expected) => {
    expect(rowsOf(count, balancedColumns(count, max))).toEqual(expected);
  });

  it('never leaves one card alone, then takes the fewest rows, then the most even ones, for any count up to 30', () => {
    for (const max of [1, 2, 3, 4, 5, 6]) {
      for (let count = 1; count <= 30; count += 1) {
        const columns = balancedColumns(count, max);
        const rows = rowsOf(count, columns);
        expect(columns).toBeLessThanOrEqual(max);
        expect(leavesOneAlone(rows), `${count} in ${max}: ${rows.join(' + ')}`).toBe(false);
        const fits = Array.from({ length: max }, (_, index) => index + 1).filter((k) => !leavesOneAlone(rowsOf(count, k)));
        const fewest = Math.min(...fits.map((k) => rowsOf(count, k).length));
        expect(rows.length).toBe(fewest);
        const spreadOf = (k: number) => k - (rowsOf(count, k).at(-1) ?? 0);
        const even = Math.min(...fits.filter((k) => rowsOf(count, k).length === fewest).map(spreadOf));
        expect(spreadOf(columns)).toBe(even);
      }
    }
  });
});
