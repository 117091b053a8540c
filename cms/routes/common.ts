import { CmsFailure } from '../http/envelope';
import { get, type Route } from '../http/route';
import { contentFor, getStore } from '../store/fixture-store';
import { withDraftMenus } from '../store/draft-menus';

/** The entry `key` names, own entries only: a caller's `constructor` or `__proto__` is not an entry. */
const entryOf = <T>(record: Readonly<Record<string, T>>, key: string | undefined, what: string): T => {
  const value = key !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
  if (value === undefined) throw new CmsFailure('notFound', `${what} ${key} not found`);
  return value;
};

export const commonRoutes: Route[] = [
  get('/website', () => getStore().siteInfo),
  get('/menus', ({ preview }) => (preview ? withDraftMenus(getStore().menus, getStore().draftMenus) : getStore().menus)),
  get('/hot-menus', () => getStore().hotMenus),
  get('/header', ({ locale }) => contentFor(locale).header),
  get('/dicts/{category}', ({ locale, params }) => entryOf(contentFor(locale).dicts, params.category, 'dictionary')),
  get('/news/constants', ({ locale }) => contentFor(locale).newsConstants),
  get('/top-search-words', ({ locale }) => contentFor(locale).hotSearchWords),
  get('/seoCommon/{seoCommon}', ({ locale, params }) => entryOf(contentFor(locale).seo.common, params.seoCommon, 'SEO entry')),
  get('/seoModule/{seoModule}', ({ locale, params }) => entryOf(contentFor(locale).seo.modules, params.seoModule, 'SEO entry')),
  get('/content/resource/{type}', ({ locale, params }) => entryOf(contentFor(locale).contentResources, params.type, 'content resource')),
  get('/company', ({ locale }) => contentFor(locale).company),
  // The embedded CMS has no customer accounts: every visitor is anonymous.
  get('/front/user', () => {
    throw new CmsFailure('loginRequired', 'login required');
  }),
];
