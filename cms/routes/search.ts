import { searchRequestSchema } from '@/schemas/search';
import { post, type Route } from '../http/route';
import { searchIndex } from '../search/search-index';
import { siteIndex } from '../search/site-index';
import { parseBody } from './parse-body';

export const searchRoutes: Route[] = [
  // An empty or blank keyword answers an empty page (total 0), for the UI's 'No Data'.
  post('/search', ({ locale, body }) => searchIndex(siteIndex(locale), parseBody(searchRequestSchema, body))),
];
