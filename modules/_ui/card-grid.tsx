import { clsx } from 'clsx';
import { Children, type ReactNode } from 'react';
import { balancedColumns } from './balanced-columns';
import styles from './card-grid.module.css';

type Props = {
  /** The most columns above 1024 px (up to 6); a tablet takes at most three (up to 4), a phone one (up to 2). */
  max: number;
  tabletMax?: number;
  phoneMax?: number;
  as?: 'ul' | 'ol' | 'dl' | 'div';
  className?: string;
  children: ReactNode;
};

/** The classes that lay `count` cards out in balanced columns at every width (one card keeps its width in the middle). */
export function cardGridClass(count: number, { max, tabletMax = Math.min(max, 3), phoneMax = 1 }: Pick<Props, 'max' | 'tabletMax' | 'phoneMax'>) {
  if (count <= 1) return clsx(styles.grid, styles.single);
  return clsx(
    styles.grid,
    styles[`wide${balancedColumns(count, max)}`],
    styles[`tablet${balancedColumns(count, tabletMax)}`],
    styles[`phone${balancedColumns(count, phoneMax)}`],
  );
}

/**
 * A list of cards in rows without one card left alone in the last: every module and template that lays cards in
 * a grid draws it here, so the column count follows the number of cards, never the page.
 */
export function CardGrid({ as: List = 'ul', className, children, ...columns }: Props) {
  return <List className={clsx(cardGridClass(Children.count(children), columns), className)}>{children}</List>;
}
