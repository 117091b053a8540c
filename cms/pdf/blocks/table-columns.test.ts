import { describe, expect, it } from 'vitest';
import { columnWidths, total } from './table-columns';

describe('columnWidths', () => {
  it('gives every column its widest cell when the table fits', () => {
    expect(
      columnWidths(
        [
          { min: 20, max: 60 },
          { min: 30, max: 90 },
        ],
        400,
      ),
    ).toEqual([60, 90]);
  });

  it('keeps short columns whole and shares the rest among the long ones by what each still asks for', () => {
    const widths = columnWidths(
      [
        { min: 20, max: 50 },
        { min: 20, max: 220 },
        { min: 40, max: 440 },
      ],
      300,
    );
    expect(total(widths)).toBeCloseTo(300);
    expect(widths[0]).toBe(50);
    expect(widths[1]).toBeCloseTo(20 + (190 * 200) / 600);
    expect(widths[2]).toBeCloseTo(40 + (190 * 400) / 600);
  });

  it('scales the longest pieces down together when not even they fit', () => {
    const widths = columnWidths(
      [
        { min: 300, max: 600 },
        { min: 100, max: 400 },
      ],
      200,
    );
    expect(widths[0]).toBeCloseTo(150);
    expect(widths[1]).toBeCloseTo(50);
  });
});
