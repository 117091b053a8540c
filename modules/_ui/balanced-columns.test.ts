import { describe, expect, it } from 'vitest';
import { balancedColumns } from './balanced-columns';

/** The cards per row, in order, when `count` cards flow into `columns` columns. */
const rows = (count: number, columns: number) => Array.from({ length: Math.ceil(count / columns) }, (_, row) => Math.min(columns, count - row * columns));

describe('balancedColumns', () => {
  it.each([
    [4, 3, 2, [2, 2]],
    [2, 4, 2, [2]],
    [3, 4, 3, [3]],
    [5, 4, 3, [3, 2]],
    [6, 4, 3, [3, 3]],
    [7, 4, 4, [4, 3]],
    [8, 4, 4, [4, 4]],
    [7, 3, 3, [3, 3, 1]],
    [1, 4, 1, [1]],
  ])('%i cards, at most %i columns: %i columns', (count, max, expected, expectedRows) => {
    expect(balancedColumns(count, max)).toBe(expected);
    expect(rows(count, expected)).toEqual(expectedRows);
  });

  it('takes the fewest rows the maximum allows, and of those the most even, for any count up to 24', () => {
    for (const max of [2, 3, 4]) {
      for (let count = 2; count <= 24; count += 1) {
        const columns = balancedColumns(count, max);
        expect(columns).toBeLessThanOrEqual(max);
        const perRow = rows(count, columns);
        const spread = Math.max(...perRow) - Math.min(...perRow);
        const best = Math.min(
          ...Array.from({ length: max }, (_, index) => index + 1).map(
            (k) => Math.max(...rows(count, k)) - Math.min(...rows(count, k)) + Math.ceil(count / k) * 100,
          ),
        );
        expect(spread + Math.ceil(count / columns) * 100).toBe(best);
      }
    }
  });
});
