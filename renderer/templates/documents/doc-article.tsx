import { SafeMarkdown } from '@/modules/_ui/safe-markdown';
import type { DocDetail } from '@/schemas/document';
import type { LanguageCode } from '@/schemas/locale';
import { getTranslator } from '../../i18n/server-intl';
import styles from './documents.module.css';
import { ExportPdfButton } from './export-pdf-button.client';

const isHttpUrl = (href: string | null | undefined): href is string => !!href && /^https?:\/\/[^\s]+$/i.test(href);

/**
 * /document/{cateId}/{docId}: title, update time, PDF export, and the content (Markdown or HTML,
 * sanitized either way). A console document (isWplus) says so first and links to the console's copy.
 */
export function DocArticle({ locale, doc }: { locale: LanguageCode; doc: DocDetail }) {
  const t = getTranslator(locale);
  const consoleHref = doc.isWplus && isHttpUrl(doc.wplusDoc) ? doc.wplusDoc : undefined;
  return (
    <article>
      <header className={styles.articleHeader}>
        <div>
          <h1 className={styles.title}>{doc.title}</h1>
          <p className={styles.updated}>{t('doc.updateTime', { time: doc.updateTime })}</p>
        </div>
        <ExportPdfButton locale={locale} docId={doc.id} title={doc.title} content={doc.content} updateTime={doc.updateTime} />
      </header>
      {doc.isWplus ? (
        <div className={styles.notice} role="note">
          <p>{t('doc.wplusNotice')}</p>
          {consoleHref ? (
            <a href={consoleHref} target="_blank" rel="noopener noreferrer">
              {t('doc.openInConsole')}
            </a>
          ) : null}
        </div>
      ) : null}
      <SafeMarkdown className={styles.body} source={doc.content} />
    </article>
  );
}
