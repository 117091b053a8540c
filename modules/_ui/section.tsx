import type { ReactNode } from 'react';
import styles from './section.module.css';

/** The common frame of a module: centred content width, vertical rhythm, optional heading. */
export function Section({
  title,
  subtitle,
  align = 'center',
  tone = 'plain',
  children,
}: {
  title?: string | undefined;
  subtitle?: string | undefined;
  align?: 'left' | 'center';
  tone?: 'plain' | 'muted';
  children: ReactNode;
}) {
  return (
    <section className={tone === 'muted' ? `${styles.section} ${styles.muted}` : styles.section}>
      <div className={styles.inner} style={{ textAlign: align }}>
        {title ? <h2 className={styles.title}>{title}</h2> : null}
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        {children}
      </div>
    </section>
  );
}
