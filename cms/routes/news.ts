import { recommendRequestSchema } from '@/schemas/home';
import type { LanguageCode } from '@/schemas/locale';
import {
  newsEventsRequestSchema,
  newsEventWhenSchema,
  newsListRequestSchema,
  newsTypeRecommendationsRequestSchema,
  newsTypeSchema,
  type NewsDetail,
  type NewsListRequest,
  type NewsPage,
  type NewsSummary,
  type NewsType,
} from '@/schemas/news';
import type { StoredNews } from '../fixture-schemas';
import { CmsFailure } from '../http/envelope';
import { isVisible } from '../http/preview';
import { get, post, type Route } from '../http/route';
import { contentFor } from '../store/fixture-store';
import { idSchema } from '../http/read-request';
import { parseBody } from './parse-body';

/** The kinds the home page recommends from: NEWS, PRODUCTUPDATES, BLOG. */
const HOME_RECOMMEND_TYPES: readonly NewsType[] = ['NEWS', 'PRODUCTUPDATES', 'BLOG'];

function newsType(raw: string | undefined): NewsType {
  const type = newsTypeSchema.safeParse(raw);
  if (!type.success) throw new CmsFailure('badRequest', `news type must be one of ${newsTypeSchema.options.join(', ')}`);
  return type.data;
}

/** News of the locale the reader may see, newest first; ties by id so pages never overlap. */
function readable(locale: LanguageCode, preview: boolean): StoredNews[] {
  return contentFor(locale)
    .news.filter((news) => isVisible(news, preview))
    .sort((a, b) => b.publishTime.localeCompare(a.publishTime) || b.id - a.id);
}

const toSummary = ({ id, type, title, summary, coverUrl, publishTime, recommend, reportType, tags }: StoredNews): NewsSummary => ({
  id,
  type,
  title,
  summary,
  coverUrl,
  publishTime,
  recommend,
  reportType,
  tags,
});

const toDetail = (news: StoredNews): NewsDetail => ({
  ...toSummary(news),
  content: news.content,
  author: news.author,
  source: news.source,
});

function page(items: StoredNews[], request: NewsListRequest): NewsPage {
  const reportType = request.reportType?.trim();
  const matching = reportType ? items.filter((news) => news.reportType === reportType) : items;
  // A stable sort keeps newest-first inside the recommended and the other group.
  const ordered = request.recommendOrder ? [...matching].sort((a, b) => Number(b.recommend) - Number(a.recommend)) : matching;
  const start = (request.pageIndex - 1) * request.pageSize;
  return {
    rows: ordered.slice(start, start + request.pageSize).map(toSummary),
    total: matching.length,
    pageIndex: request.pageIndex,
    pageSize: request.pageSize,
  };
}

const ofType = (locale: LanguageCode, type: NewsType, preview: boolean) => readable(locale, preview).filter((news) => news.type === type);

/** Event times are the vendor's local time, UTC+8. */
const instantOf = (time: string) => Date.parse(`${time.replace(' ', 'T')}+08:00`);

function events(locale: LanguageCode, rawWhen: string | undefined, size: number, preview: boolean) {
  const when = newsEventWhenSchema.safeParse(rawWhen);
  if (!when.success) throw new CmsFailure('badRequest', `event type must be one of ${newsEventWhenSchema.options.join(', ')}`);
  const now = Date.now();
  const all = ofType(locale, 'EVENTS', preview).flatMap(({ id, title, startTime, location, link }) =>
    startTime === undefined ? [] : [{ id, title, startTime, location, link }],
  );
  const latestFirst = [...all].sort((a, b) => b.startTime.localeCompare(a.startTime) || b.id - a.id);
  const chosen =
    when.data === 'upcoming'
      ? latestFirst.filter((event) => instantOf(event.startTime) >= now).reverse()
      : when.data === 'past'
        ? latestFirst.filter((event) => instantOf(event.startTime) < now)
        : latestFirst;
  return chosen.slice(0, size);
}

function detail(locale: LanguageCode, rawId: string | undefined, preview: boolean): NewsDetail {
  const id = idSchema.safeParse(rawId);
  if (!id.success) throw new CmsFailure('badRequest', 'news id must be a positive number');
  const found = readable(locale, preview).find((news) => news.id === id.data);
  if (!found) throw new CmsFailure('notFound', `news ${id.data} not found`);
  return toDetail(found);
}

export const newsRoutes: Route[] = [
  post('/news/recommendations', ({ locale, body, preview }) => {
    const { size } = parseBody(recommendRequestSchema, body);
    return readable(locale, preview)
      .filter((news) => news.recommend && HOME_RECOMMEND_TYPES.includes(news.type))
      .slice(0, size)
      .map(toSummary);
  }),
  post('/news/reports', ({ locale, body, preview }) => page(ofType(locale, 'INDUSTRIALREPORT', preview), parseBody(newsListRequestSchema, body))),
  post('/news/{type}', ({ locale, params, body, preview }) => {
    const type = newsType(params.type);
    return page(ofType(locale, type, preview), parseBody(newsListRequestSchema, body));
  }),
  post('/news/{type}/recommendations', ({ locale, params, body, preview }) => {
    const type = newsType(params.type);
    const { size, excludeId } = parseBody(newsTypeRecommendationsRequestSchema, body);
    return ofType(locale, type, preview)
      .filter((news) => news.recommend && news.id !== excludeId)
      .slice(0, size)
      .map(toSummary);
  }),
  post('/news/events/{type}', ({ locale, params, body, preview }) => events(locale, params.type, parseBody(newsEventsRequestSchema, body).size, preview)),
  get('/news/document/{docId}', ({ locale, params, preview }) => detail(locale, params.docId, preview)),
];
