import { Section } from '../_ui/section';
import type { SpecTableProps } from './schema';
import styles from './spec-table.module.css';

export function SpecTable({ title, caption, columns, rows, highlightColumn, footnote }: SpecTableProps) {
  const mark = (column: string | undefined) => (column !== undefined && column === highlightColumn ? styles.highlight : undefined);
  return (
    <Section title={title}>
      {/* Columns keep a readable width and the box scrolls instead of the page; focusable and named so keyboards can scroll it. */}
      <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
        <table className={styles.table} style={{ minWidth: `${columns.length * 9}rem` }}>
          <caption className={styles.caption}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className={mark(column)}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ cells: [header, ...values] }) => (
              <tr key={header}>
                <th scope="row">{header}</th>
                {values.map((value, index) => {
                  const column = columns[index + 1];
                  return (
                    <td key={column} className={mark(column)}>
                      {value}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {footnote ? <p className={styles.footnote}>{footnote}</p> : null}
    </Section>
  );
}
