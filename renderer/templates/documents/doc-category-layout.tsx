import type { ReactNode } from 'react';
import { SiteLink } from '@/modules/_ui/site-link';
import type { DocCategory, DocMenuEntry } from '@/schemas/document';
import type { LanguageCode } from '@/schemas/locale';
import { getTranslator } from '../../i18n/server-intl';
import type { Device } from '../../data/routing/device';
import { DocTree } from './doc-tree.client';
import { categoryHref } from '../../data/routing/doc-ids';
import styles from './documents.module.css';
import { SectionMessages } from '../../i18n/section-messages';

type Props = { locale: LanguageCode; device: Device; category: DocCategory; entries: DocMenuEntry[]; children: ReactNode };

/**
 * Everything under /document/{cateId}: breadcrumb, the document tree beside the page (above it on
 * phones, folded), the page itself. The tree gets the category's entries, so it server-renders complete
 * and the browser hydrates it without asking again.
 */
export function DocCategoryLayout({ locale, device, category, entries, children }: Props) {
  const t = getTranslator(locale);
  const tree = (
    <nav aria-label={t('doc.directory')}>
      <p className={styles.sidebarTitle}>
        <SiteLink href={categoryHref(category.id)}>{category.name}</SiteLink>
      </p>
      <DocTree locale={locale} cateId={category.id} entries={entries} />
    </nav>
  );
  // One provider for the tree and the article's export button.
  return (
    <SectionMessages locale={locale} section="documents">
      <div className={styles.page}>
        <nav aria-label={t('doc.breadcrumb')} className={styles.breadcrumb}>
          <ol>
            <li>
              <SiteLink href="/document">{t('doc.center')}</SiteLink>
            </li>
            <li>
              <SiteLink href={categoryHref(category.id)}>{category.name}</SiteLink>
            </li>
          </ol>
        </nav>
        <div className={styles.columns}>
          <aside className={styles.sidebar}>
            {device === 'mobile' ? (
              <details className={styles.mobileToggle}>
                <summary>{t('doc.directory')}</summary>
                {tree}
              </details>
            ) : (
              tree
            )}
          </aside>
          <div className={styles.content}>{children}</div>
        </div>
      </div>
    </SectionMessages>
  );
}
