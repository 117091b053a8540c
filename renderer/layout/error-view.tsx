import Link from 'next/link';
import styles from './error-view.module.css';

type Props = { status: number; title: string; hint?: string | undefined; codeLine?: string | undefined; homeLabel: string };

/** The body of the 403, 404 and 500 pages (spec section 2, "Error page"). */
export function ErrorView({ status, title, hint, codeLine, homeLabel }: Props) {
  return (
    <section className={styles.error} aria-labelledby="error-title">
      <p className={styles.status} aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title" className={styles.title}>
        {title}
      </h1>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      {codeLine ? <p className={styles.code}>{codeLine}</p> : null}
      <Link className={styles.home} href="/">
        {homeLabel}
      </Link>
    </section>
  );
}
