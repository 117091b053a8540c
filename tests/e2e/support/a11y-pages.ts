import type { LocaleCode } from './sites';

/**
 * A page template the accessibility check visits; `only` limits it to the one site that has the page. `phone`
 * marks the templates also checked on the phone project: the phone markup differs from the desktop's in the
 * header and the side panel, which every template shares, so one template of each kind covers it there.
 */
export type A11yPage = { name: string; path: string; only?: LocaleCode; phone?: true };

/** A published press release and a customer case in both locales' fixtures (fixtures/{locale}/news). */
const PRESS_ID = 60101;
const CASE_ID = 60601;
/** A document category and one of its documents in both locales' fixtures (fixtures/{locale}/docs/tree-202.json). */
const DOC_CATEGORY = 202;
const DOC_ID = 22103;

/** One address per page template: the English site has no blog, product updates, compatibility or service agreement. */
export const A11Y_PAGES: readonly A11yPage[] = [
  { name: 'home', path: '/', phone: true },
  { name: 'product detail', path: '/product/enterprise-cloud', phone: true },
  { name: 'solution', path: '/solution/healthcare' },
  { name: 'service', path: '/service/cloud-migration' },
  { name: 'company', path: '/company' },
  { name: 'contact form', path: '/contact', phone: true },
  { name: 'compatibility form', path: '/compatibility_form', only: 'ZH_CN' },
  { name: 'partnership form', path: '/partnership_form' },
  { name: 'investor visit form', path: '/contact/investment' },
  { name: 'privacy policy', path: '/legal/privacy' },
  { name: 'press list', path: '/press', phone: true },
  { name: 'blog list', path: '/blog', only: 'ZH_CN' },
  { name: 'reports list', path: '/reports' },
  { name: 'news article', path: `/press/${PRESS_ID}`, phone: true },
  { name: 'customer cases', path: '/cases' },
  { name: 'customer case', path: `/cases/${CASE_ID}` },
  { name: 'document centre', path: '/document' },
  { name: 'document category', path: `/document/${DOC_CATEGORY}` },
  { name: 'document', path: `/document/${DOC_CATEGORY}/${DOC_ID}`, phone: true },
  { name: 'search results', path: '/search?keyword=云', only: 'ZH_CN', phone: true },
  { name: 'search results', path: '/search?keyword=cloud', only: 'EN_US', phone: true },
  { name: 'search without results', path: '/search?keyword=qqzzxxnothing' },
  { name: 'search without a keyword', path: '/search' },
  { name: 'not found', path: '/no-such-page-for-a11y', phone: true },
  { name: 'forbidden', path: '/error/403' },
  { name: 'server error', path: '/error/500' },
  { name: 'upgrade browser', path: '/upgrade-browser' },
  { name: 'module gallery', path: '/module-gallery', phone: true },
];
