import { SiteAnchor } from '@/modules/_ui/site-anchor';
import type { SearchType } from '@/schemas/search-types';
import type { Translate } from '../../i18n/use-translator';
import { searchHref } from './search-request';
import { SearchEmpty } from './search-status';
import styles from './search.module.css';

/** The search without a keyword: No Data, and the hot search words, each a link that searches it. */
export function SearchHotWords({ hotWords, type, t }: { hotWords: readonly string[]; type: SearchType; t: Translate }) {
  return (
    <>
      <SearchEmpty title={t('search.noData')} />
      {hotWords.length > 0 ? (
        <div className={styles.hot}>
          <h2 className={styles.hotTitle}>{t('search.hotWords')}</h2>
          <ul className={styles.hotList}>
            {hotWords.map((word) => (
              <li key={word}>
                <SiteAnchor className={styles.hotWord} href={searchHref({ keyword: word, type, pageIndex: 1 })} prefetch={false}>
                  {word}
                </SiteAnchor>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
