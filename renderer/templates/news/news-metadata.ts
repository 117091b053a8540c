import type { Metadata } from 'next';
import type { LanguageCode } from '@/schemas/locale';
import { getTranslator } from '../../i18n/server-intl';
import { readListState } from './list-state';
import type { NewsArticleResult } from './load-news-article';
import { NEWS_LISTS, type NewsListKey } from './news-lists';
import { newsDate, newsPath } from '../../data/routing/news-paths';

/** An article's title and summary; its one address is canonical. */
export function articleMetadata(result: NewsArticleResult): Metadata {
  if (result.kind !== 'article') return {};
  const { detail } = result.article;
  const description = detail.summary ?? undefined;
  return {
    title: detail.title,
    description,
    alternates: { canonical: newsPath(detail) },
    openGraph: {
      type: 'article',
      title: detail.title,
      description,
      publishedTime: newsDate(detail.publishTime).dateTime,
    },
  };
}

/** A list's title (with its page number after page 1) and description. */
export function listMetadata(locale: LanguageCode, key: NewsListKey, search: URLSearchParams): Metadata {
  const t = getTranslator(locale);
  const config = NEWS_LISTS[key];
  const { page } = readListState(search);
  const title = page > 1 ? `${t(config.title)} - ${t('pagination.pageN', { page })}` : t(config.title);
  return { title, description: t(config.description) };
}
