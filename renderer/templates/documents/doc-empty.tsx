import { clsx } from 'clsx';
import styles from './doc-empty.module.css';

/** The empty-directory texts: 'No content available' and the hint to return. */
export function DocEmpty({ title, hint, compact = false }: { title: string; hint: string; compact?: boolean }) {
  return (
    <div className={clsx(styles.empty, compact && styles.emptyCompact)}>
      <p className={styles.emptyTitle}>{title}</p>
      <p className={styles.emptyHint}>{hint}</p>
    </div>
  );
}
