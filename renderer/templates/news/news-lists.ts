import type { NewsType } from '@/schemas/news';
import type { MessageKey } from '../../i18n/messages';
import type { NewsListSource } from '../../data/query/news-queries';

export type NewsListConfig = {
  /** The list's address; page addresses add `?page=N`. */
  path: string;
  source: NewsListSource;
  title: MessageKey;
  description: MessageKey;
  /** The kind whose recommended items head the list, if any. */
  recommend: NewsType | null;
  /** Upcoming events beside the list (the press centre). */
  events: boolean;
  /** Report-type tabs from /news/constants. */
  reportFilter: boolean;
  /** The switch between the report list and the interpretations. */
  reportsNav: boolean;
};

/** Every news list of the site and what it shows. */
export const NEWS_LISTS = {
  press: {
    path: '/press',
    source: 'NEWS',
    title: 'news.list.press.title',
    description: 'news.list.press.description',
    recommend: 'NEWS',
    events: true,
    reportFilter: false,
    reportsNav: false,
  },
  blog: {
    path: '/blog',
    source: 'BLOG',
    title: 'news.list.blog.title',
    description: 'news.list.blog.description',
    recommend: 'BLOG',
    events: false,
    reportFilter: false,
    reportsNav: false,
  },
  'product-updates': {
    path: '/product-updates',
    source: 'PRODUCTUPDATES',
    title: 'news.list.productUpdates.title',
    description: 'news.list.productUpdates.description',
    recommend: 'PRODUCTUPDATES',
    events: false,
    reportFilter: false,
    reportsNav: false,
  },
  reports: {
    path: '/reports',
    source: 'REPORTS',
    title: 'news.reportList',
    description: 'news.list.reports.description',
    recommend: 'INDUSTRIALREPORT',
    events: false,
    reportFilter: true,
    reportsNav: true,
  },
  interpretation: {
    path: '/reports/interpretation',
    source: 'INTERPRETATIONS',
    title: 'news.reportInterpretation',
    description: 'news.list.interpretation.description',
    recommend: null,
    events: false,
    reportFilter: false,
    reportsNav: true,
  },
  cases: {
    path: '/cases',
    source: 'CASE',
    title: 'news.list.cases.title',
    description: 'news.list.cases.description',
    recommend: null,
    events: false,
    reportFilter: false,
    reportsNav: false,
  },
} as const satisfies Record<string, NewsListConfig>;

export type NewsListKey = keyof typeof NEWS_LISTS;
