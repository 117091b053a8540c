import styles from './search.module.css';
import { useTranslator } from '../../i18n/use-translator';

export function SearchEmpty({ title, hint }: { title: string; hint?: string }) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{title}</p>
      {hint ? <p className={styles.emptyHint}>{hint}</p> : null}
    </div>
  );
}

/** While the browser asks for results the server could not give. */
export function SearchLoading() {
  const t = useTranslator();
  return (
    <p className={styles.status} role="status">
      {t('common.loading')}
    </p>
  );
}

/** The browser's try failed too: the toast says why, with the server's message (portal-error-watcher); this offers another. */
export function SearchFailed({ retry }: { retry: () => void }) {
  const t = useTranslator();
  return (
    <div className={styles.status}>
      <p>{t('search.loadFailed')}</p>
      <button type="button" className={styles.retry} onClick={retry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
