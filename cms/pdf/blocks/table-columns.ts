/** What a column asks for: its longest unbreakable piece and its widest cell set on one line, padding included. */
export type ColumnNeed = { min: number; max: number };

export const total = (values: readonly number[]): number => values.reduce((sum, value) => sum + value, 0);

/**
 * Column widths within `available`. Every column its widest cell when they all fit. Otherwise a
 * column that fits in an even share of the width still unclaimed gets its widest cell, so short
 * cells are not broken to feed long ones; the others get their longest piece plus a share of the
 * rest in proportion to what more they ask for, or, when not even the pieces fit, shares in
 * proportion to them (the text then breaks inside words).
 */
export function columnWidths(needs: readonly ColumnNeed[], available: number): number[] {
  if (total(needs.map((need) => need.max)) <= available) return needs.map((need) => need.max);
  const settled = needs.map(() => false);
  let left = available;
  for (;;) {
    const share = left / settled.filter((done) => !done).length;
    const fits = needs.findIndex((need, at) => !settled[at] && need.max <= share);
    if (fits === -1) break;
    settled[fits] = true;
    left -= needs[fits]?.max ?? 0;
  }
  const open = needs.filter((_, at) => !settled[at]);
  const least = total(open.map((need) => need.min));
  const wanted = total(open.map((need) => need.max)) - least;
  return needs.map((need, at) => {
    if (settled[at]) return need.max;
    if (least >= left) return (left * need.min) / least;
    return need.min + ((left - least) * (need.max - need.min)) / wanted;
  });
}
