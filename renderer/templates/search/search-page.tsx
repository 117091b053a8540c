import type { LanguageCode } from '@/schemas/locale';
import type { SearchRequest, SearchResult } from '@/schemas/search';
import { getTranslator } from '../../i18n/server-intl';
import { SearchHotWords } from './search-hot-words';
import { SearchResults } from './search-results';
import { SearchView } from './search-view.client';
import styles from './search.module.css';
import { SectionMessages } from '../../i18n/section-messages';

type Props = {
  locale: LanguageCode;
  request: SearchRequest;
  /** The first page the server fetched for the address; undefined without a keyword or when the call failed. */
  result: SearchResult | undefined;
  hotWords: readonly string[];
};

/**
 * /search: the server renders the address's results, or the hot words without a keyword. A search it
 * could not answer is asked again by the browser, which loads the query library for that alone.
 */
export function SearchPage({ locale, request, result, hotWords }: Props) {
  const t = getTranslator(locale);
  return (
    <div className={styles.page}>
      <SectionMessages locale={locale} section="search">
        <SearchView locale={locale} request={request}>
          {!request.keyword ? (
            <SearchHotWords hotWords={hotWords} type={request.type} t={t} />
          ) : result ? (
            <SearchResults result={result} request={request} t={t} />
          ) : undefined}
        </SearchView>
      </SectionMessages>
    </div>
  );
}
