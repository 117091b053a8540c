import { SiteAnchor as Link } from '@/modules/_ui/site-anchor';
import styles from './error-view.module.css';

type Props = { status: number; title: string; documentTitle: string; hint?: string | undefined; codeLine?: string | undefined; homeLabel: string };

/**
 * The body of the 403, 404 and 500 pages. Its `<title>` (React hoists it into the head) names the page and
 * the site: not-found and forbidden get no params, so no metadata of their own.
 */
export function ErrorView({ status, title, documentTitle, hint, codeLine, homeLabel }: Props) {
  return (
    <section className={styles.error} aria-labelledby="error-title">
      <title>{documentTitle}</title>
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
