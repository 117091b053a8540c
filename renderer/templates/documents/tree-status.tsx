import { useTranslator } from '../../i18n/use-translator';
import styles from './doc-tree.module.css';

/** A directory group whose entries are on their way, or (given `retry`) failed to come. */
export function TreeStatus({ groupId, retry }: { groupId: string; retry?: () => void }) {
  const t = useTranslator();
  return (
    <div id={groupId} className={styles.group}>
      {retry ? (
        <div className={styles.status} role="alert">
          <p>{t('doc.treeLoadFailed')}</p>
          <button type="button" className={styles.retry} onClick={retry}>
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <p className={styles.status} role="status">
          {t('common.loading')}
        </p>
      )}
    </div>
  );
}
