import { HydrationBoundary } from '@tanstack/react-query';
import { CardGrid } from '@/modules/_ui/card-grid';
import { QueryProvider } from '../../data/query/query-provider.client';
import type { LanguageCode } from '@/schemas/locale';
import { getTranslator } from '../../i18n/server-intl';
import { EventsAside } from './events-aside';
import type { NewsListData } from './load-news-list';
import { NewsCard } from './news-card';
import { NEWS_LISTS } from './news-lists';
import { NewsList } from './news-list.client';
import { ReportsNav } from './reports-nav';
import styles from './news-list.module.css';
import { SectionMessages } from '../../i18n/section-messages';

type Props = {
  locale: LanguageCode;
  data: NewsListData;
  /** `page`: the list is the page and opens with its h1; `section`: it follows a page's own modules (the case list). */
  as: 'page' | 'section';
};

/**
 * A news list: heading, the recommended row, then the paginated list (its first page rendered here
 * from the prefetched query) and, on the press centre, the upcoming events beside it.
 */
export function NewsListPage({ locale, data, as }: Props) {
  const t = getTranslator(locale);
  const config = NEWS_LISTS[data.key];
  const list = (
    <QueryProvider>
      <HydrationBoundary state={data.dehydratedState}>
        <SectionMessages locale={locale} section="news">
          <NewsList
            locale={locale}
            source={config.source}
            path={data.path}
            title={as === 'page' ? t('news.latest') : t(config.title)}
            reportTypes={data.reportTypes}
            initialState={data.state}
          />
        </SectionMessages>
      </HydrationBoundary>
    </QueryProvider>
  );
  return (
    <div className={as === 'page' ? styles.page : `${styles.page} ${styles.continued}`}>
      {as === 'page' ? (
        <header className={styles.header}>
          <div className={styles.inner}>
            <h1 className={styles.title}>{t(config.title)}</h1>
            <p className={styles.lead}>{t(config.description)}</p>
            {config.reportsNav ? <ReportsNav current={config.path} t={t} /> : null}
          </div>
        </header>
      ) : null}
      <div className={styles.inner}>
        {data.recommended.length ? (
          <section className={styles.recommended} aria-labelledby="recommended-news">
            <h2 id="recommended-news" className={styles.heading}>
              {t('news.recommended')}
            </h2>
            <CardGrid className={styles.row} max={4}>
              {data.recommended.map((item) => (
                <li key={item.id}>
                  <NewsCard item={item} layout="tile" headingLevel={3} tagsLabel={t('news.tags')} />
                </li>
              ))}
            </CardGrid>
          </section>
        ) : null}
        {config.events ? (
          <div className={styles.withAside}>
            {list}
            <EventsAside events={data.events} t={t} />
          </div>
        ) : (
          list
        )}
      </div>
    </div>
  );
}
