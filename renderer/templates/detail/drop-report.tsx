import type { LanguageCode } from '@/schemas/locale';
import { getTranslator } from '../../i18n/server-intl';
import { droppedKey } from '../../frame/preview-banner/inspector/inspector-data';
import type { PlacedDrop } from '../../pipeline/parse/drop-report';
import styles from './drop-report.module.css';
import { DropSummary } from './drop-summary.client';

const REPORT_ID = 'drop-report';
const TITLE_ID = 'drop-report-title';

/**
 * For previewers: which modules the page left out and why, so the content admin can fix them; the count also goes
 * to the preview banner. Each row's id is a button the inspector answers: it scrolls to the module's placeholder.
 */
export function DropReport({ locale, dropped }: { locale: LanguageCode; dropped: readonly PlacedDrop[] }) {
  const t = getTranslator(locale);
  return (
    <aside id={REPORT_ID} className={styles.report} aria-labelledby={TITLE_ID} tabIndex={-1}>
      <h2 id={TITLE_ID}>{t('preview.dropReport.title')}</h2>
      {dropped.length === 0 ? (
        <p>{t('preview.dropReport.empty')}</p>
      ) : (
        <>
          <DropSummary text={t('preview.dropReport.summary', { count: dropped.length })} linkLabel={t('preview.dropReport.see')} reportId={REPORT_ID} />
          <div className={styles.scroller} role="region" aria-labelledby={TITLE_ID} tabIndex={0}>
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('preview.dropReport.columns.id')}</th>
                  <th scope="col">{t('preview.dropReport.columns.type')}</th>
                  <th scope="col">{t('preview.dropReport.columns.name')}</th>
                  <th scope="col">{t('preview.dropReport.columns.reason')}</th>
                </tr>
              </thead>
              <tbody>
                {dropped.map((drop) => (
                  <tr key={drop.entry}>
                    <td>
                      <button
                        type="button"
                        className={styles.jump}
                        data-inspect-target={droppedKey(drop.entry)}
                        aria-label={t('preview.dropReport.show', { id: drop.id })}
                      >
                        {drop.id}
                      </button>
                    </td>
                    <td>{drop.type}</td>
                    <td>{drop.name ?? t('preview.dropReport.untitled')}</td>
                    <td>
                      {t(`preview.dropReport.reason.${drop.reason}`)}: {drop.detail}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </aside>
  );
}
