import type { LanguageCode } from '@/schemas/locale';
import { getTranslator } from '../../i18n/server-intl';
import type { DropEntry } from '../../parse/drop-report';
import styles from './drop-report.module.css';

/** For previewers: which modules the page left out and why, so the content admin can fix them. */
export function DropReport({ locale, dropped }: { locale: LanguageCode; dropped: readonly DropEntry[] }) {
  const t = getTranslator(locale);
  return (
    <aside className={styles.report} aria-labelledby="drop-report-title">
      <h2 id="drop-report-title">{t('preview.dropReport.title')}</h2>
      {dropped.length === 0 ? (
        <p>{t('preview.dropReport.empty')}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{t('preview.dropReport.columns.id')}</th>
              <th scope="col">{t('preview.dropReport.columns.type')}</th>
              <th scope="col">{t('preview.dropReport.columns.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {dropped.map((drop, index) => (
              // Dropped entries may lack a usable id, so the position is part of the key.
              <tr key={`${drop.id}-${index}`}>
                <td>{drop.id}</td>
                <td>{drop.type}</td>
                <td>
                  {t(`preview.dropReport.reason.${drop.reason}`)}: {drop.detail}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </aside>
  );
}
