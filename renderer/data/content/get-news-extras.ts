import 'server-only';
import { cache } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import type { NewsType } from '@/schemas/news';
import { cacheTags } from './cache-tags';
import { getModulePage } from './get-static-content';
import { portalCall } from './portal-call';

/** Recommended items of one kind (POST /news/{TYPE}/recommendations), leaving out the article being read. */
export const getTypeRecommendations = cache((locale: LanguageCode, type: NewsType, size: number, excludeId: number | null) =>
  portalCall(locale, { tags: [cacheTags.newsList(locale, type), cacheTags.news(locale)] }, 'newsTypeRecommendations', {
    params: { type },
    body: { size, ...(excludeId === null ? {} : { excludeId }) },
  }),
);

/** Events still to come, soonest first (POST /news/events/upcoming). */
export const getUpcomingEvents = cache((locale: LanguageCode, size: number) =>
  portalCall(locale, { tags: [cacheTags.newsEvents(locale), cacheTags.news(locale)] }, 'newsEvents', {
    params: { type: 'upcoming' },
    body: { size },
  }),
);

/** News kinds and report kinds with their names (GET /news/constants): common data, refreshed with it. */
export const getNewsConstants = cache((locale: LanguageCode) => portalCall(locale, { tags: [cacheTags.common(locale)] }, 'newsConstants'));

/** The news sidebars' module page (GET /NEWSRECOMMEND/json-modules): hot articles, hot recommendations, ads. */
export const getNewsSidebar = (locale: LanguageCode) => getModulePage(locale, 'NEWSRECOMMEND');
