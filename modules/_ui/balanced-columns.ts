import styles from './balanced-grid.module.css';

/**
 * How many columns `count` cards take when a grid may have up to `max`: as few rows as `max` allows, and the
 * rows as even as they can be. Four cards in three columns are two rows of two, not three and one alone;
 * two cards in four columns are two columns, not two cards and two empty places.
 */
export function balancedColumns(count: number, max: number): number {
  if (count <= 1) return 1;
  const rows = Math.ceil(count / max);
  return Math.ceil(count / rows);
}

/** The class that lays `count` cards out in balancedColumns(count, max) columns, down to one on a phone. */
export function balancedGridClass(count: number, max: 1 | 2 | 3 | 4): string {
  return styles[`columns${balancedColumns(count, max)}`] ?? '';
}
