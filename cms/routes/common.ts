import { CmsFailure } from '../http/envelope';
import { get, type Route } from '../http/route';
import { contentFor, getStore } from '../store/fixture-store';
import { withDraftMenus } from '../store/draft-menus';

const required = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new CmsFailure('notFound', `${what} not found`);
  return value;
};

export const commonRoutes: Route[] = [
  get('/website', () => getStore().siteInfo),
  get('/menus', ({ preview }) => (preview ? withDraftMenus(getStore().menus, getStore().draftMenus) : getStore().menus)),
  get('/hot-menus', () => getStore().hotMenus),
  get('/header', ({ locale }) => contentFor(locale).header),
  get('/dicts/{category}', ({ locale, params }) =>
    required(contentFor(locale).dicts[params.category ?? ''], `dictionary ${params.category}`),
  ),
  get('/news/constants', ({ locale }) => contentFor(locale).newsConstants),
  get('/top-search-words', ({ locale }) => contentFor(locale).hotSearchWords),
  get('/seoCommon/{seoCommon}', ({ locale, params }) =>
    required(contentFor(locale).seo.common[params.seoCommon ?? ''], `SEO entry ${params.seoCommon}`),
  ),
  get('/seoModule/{seoModule}', ({ locale, params }) =>
    required(contentFor(locale).seo.modules[params.seoModule ?? ''], `SEO entry ${params.seoModule}`),
  ),
  get('/content/resource/{type}', ({ locale, params }) =>
    required(contentFor(locale).contentResources[params.type ?? ''], `content resource ${params.type}`),
  ),
  get('/company', ({ locale }) => contentFor(locale).company),
  // The embedded CMS has no customer accounts: every visitor is anonymous.
  get('/front/user', () => {
    throw new CmsFailure('loginRequired', 'login required');
  }),
];
