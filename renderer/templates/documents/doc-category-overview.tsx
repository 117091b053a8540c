import { CardGrid } from '@/modules/_ui/card-grid';
import { SiteLink } from '@/modules/_ui/site-link';
import type { DocCategory, DocMenuEntry } from '@/schemas/document';
import type { LanguageCode } from '@/schemas/locale';
import { getTranslator } from '../../i18n/server-intl';
import { buildDocTree, collectDocuments, firstDocument, type DocTreeNode } from './build-doc-tree';
import { DocEmpty } from './doc-empty';
import { documentHref } from '../../data/routing/doc-ids';
import styles from './documents.module.css';

/** Documents listed per section; the tree beside holds the rest. */
const SECTION_DOCS = 6;
/** Sections shown, so a category of thousands of entries still renders a small page. */
const MAX_SECTIONS = 24;

type Section = { id: number; name: string; nodes: readonly DocTreeNode[] };

/** /document/{cateId}: the category's name and description, a start link, and its top-level sections with their first documents. */
export function DocCategoryOverview({ locale, category, entries }: { locale: LanguageCode; category: DocCategory; entries: readonly DocMenuEntry[] }) {
  const t = getTranslator(locale);
  const tree = buildDocTree(entries);
  const first = firstDocument(tree.roots);
  const looseDocuments = tree.roots.filter((node) => node.type === 'DOCUMENT');
  const sections: Section[] = [
    ...(looseDocuments.length ? [{ id: 0, name: t('doc.overview'), nodes: looseDocuments }] : []),
    ...tree.roots.flatMap((node) => (node.type === 'DIRECTORY' ? [{ id: node.id, name: node.name, nodes: node.children }] : [])),
  ].slice(0, MAX_SECTIONS);

  return (
    <section aria-labelledby="doc-category-title">
      <h1 id="doc-category-title" className={styles.title}>
        {category.name}
      </h1>
      {category.desc ? <p className={styles.lead}>{category.desc}</p> : null}
      {first ? (
        <>
          <SiteLink href={documentHref(category.id, first.id)} className={styles.start}>
            {t('doc.startReading')}
          </SiteLink>
          <CardGrid as="div" className={styles.sections} max={3}>
            {sections.map((section) => {
              const { documents, total } = collectDocuments(section.nodes, SECTION_DOCS);
              return (
                <section key={section.id} className={styles.section}>
                  <h2 className={styles.sectionTitle}>{section.name}</h2>
                  {total === 0 ? (
                    <p className={styles.sectionMore}>{t('doc.noContent')}</p>
                  ) : (
                    <ul className={styles.sectionList}>
                      {documents.map((doc) => (
                        <li key={doc.id}>
                          <SiteLink href={documentHref(category.id, doc.id)}>{doc.name}</SiteLink>
                        </li>
                      ))}
                    </ul>
                  )}
                  {total > documents.length ? <p className={styles.sectionMore}>{t('doc.documentCount', { count: total })}</p> : null}
                </section>
              );
            })}
          </CardGrid>
        </>
      ) : (
        <DocEmpty title={t('doc.noContent')} hint={t('doc.emptyDirectory')} />
      )}
    </section>
  );
}
