import { CardGrid } from '@/modules/_ui/card-grid';
import { CmsImage } from '@/modules/_ui/cms-image';
import { SafeMarkdown } from '@/modules/_ui/safe-markdown';
import { SiteLink } from '@/modules/_ui/site-link';
import type { LanguageCode } from '@/schemas/locale';
import { getTranslator } from '../../i18n/server-intl';
import { logDrops } from '../../pipeline/page/log-drops';
import type { NewsArticle } from './load-news-article';
import { NewsCard } from './news-card';
import { NEWS_SECTIONS, newsDate, newsPath } from '../../data/routing/news-paths';
import { NewsSidebar } from './news-sidebar';
import { withoutLink } from './sidebar-blocks';
import styles from './news-article.module.css';

type Props = { locale: LanguageCode; article: NewsArticle };

/**
 * One article of any section (press, blog, product updates, reports, cases): back link, title, date,
 * author and source, cover, sanitized content; the hot-article sidebar beside it and recommendations
 * of its kind after it.
 */
export function NewsArticlePage({ locale, article }: Props) {
  const t = getTranslator(locale);
  const { detail, section, sidebar, recommendations } = article;
  logDrops(`news sidebar ${locale}`, sidebar.dropped);
  const { date, dateTime } = newsDate(detail.publishTime);
  // The article being read is not recommended to itself.
  const blocks = withoutLink(sidebar.blocks, newsPath(detail));
  return (
    <div className={styles.page}>
      <div className={styles.layout}>
        <article className={styles.article}>
          <SiteLink className={styles.back} href={NEWS_SECTIONS[section]}>
            <span aria-hidden="true">← </span>
            {t('news.back')}
          </SiteLink>
          <h1 className={styles.title}>{detail.title}</h1>
          <p className={styles.meta}>
            <time dateTime={dateTime}>{t('news.publishedOn', { date })}</time>
            {detail.author ? <span>{t('news.author', { name: detail.author })}</span> : null}
            {detail.source ? <span>{t('news.source', { name: detail.source })}</span> : null}
          </p>
          {detail.tags.length ? (
            <ul className={styles.tags} aria-label={t('news.tags')}>
              {detail.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          ) : null}
          {detail.coverUrl ? (
            <div className={styles.cover}>
              <CmsImage src={detail.coverUrl} alt="" fill priority sizes="(max-width: 1024px) 100vw, 800px" />
            </div>
          ) : null}
          {detail.summary ? <p className={styles.summary}>{detail.summary}</p> : null}
          <SafeMarkdown className={styles.body} source={detail.content} />
        </article>
        {blocks.length ? <NewsSidebar blocks={blocks} t={t} /> : null}
      </div>
      {recommendations.length ? (
        <section className={styles.recommendations} aria-labelledby="news-recommendations">
          <h2 id="news-recommendations" className={styles.sectionTitle}>
            {t('news.recommendations')}
          </h2>
          <CardGrid className={styles.grid} max={4}>
            {recommendations.map((item) => (
              <li key={item.id}>
                <NewsCard item={item} layout="tile" headingLevel={3} tagsLabel={t('news.tags')} />
              </li>
            ))}
          </CardGrid>
        </section>
      ) : null}
    </div>
  );
}
