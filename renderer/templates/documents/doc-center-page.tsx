import { CardGrid } from '@/modules/_ui/card-grid';
import { CmsImage } from '@/modules/_ui/cms-image';
import { SiteLink } from '@/modules/_ui/site-link';
import type { DocCategory } from '@/schemas/document';
import type { LanguageCode } from '@/schemas/locale';
import { getTranslator } from '../../i18n/server-intl';
import { SearchBox } from '../search/search-box.client';
import { DocEmpty } from './doc-empty';
import { categoryHref } from '../../data/routing/doc-ids';
import styles from './documents.module.css';

const isImageSource = (src: string | null | undefined): src is string => !!src && /^(\/(?!\/)|https:\/\/)/.test(src);

/** /document: the documentation categories as cards (name, description, icon), and a search of the documentation. */
export function DocCenterPage({ locale, categories }: { locale: LanguageCode; categories: readonly DocCategory[] }) {
  const t = getTranslator(locale);
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.title}>{t('doc.center')}</h1>
        <p className={styles.lead}>{t('doc.centerIntro')}</p>
        <SearchBox className={styles.heroSearch} type="DOCUMENT" />
      </header>
      {categories.length === 0 ? (
        <DocEmpty title={t('doc.noContent')} hint={t('doc.emptyDirectory')} />
      ) : (
        <CardGrid className={styles.cards} max={4}>
          {categories.map((category) => (
            <li key={category.id}>
              <SiteLink href={categoryHref(category.id)} className={styles.card}>
                {isImageSource(category.iconUrl) ? <CmsImage src={category.iconUrl} alt="" width={48} height={48} sizes="48px" /> : null}
                <h2 className={styles.cardTitle}>{category.name}</h2>
                {category.desc ? <p className={styles.cardDesc}>{category.desc}</p> : null}
              </SiteLink>
            </li>
          ))}
        </CardGrid>
      )}
    </div>
  );
}
