import type { LanguageCode } from '@/schemas/locale';

/** The two public hosts; Node's resolver does not resolve `en.localhost`, so it goes in the Host header. */
export const SITE_HOSTS = [
  { locale: 'ZH_CN', hostname: 'localhost' },
  { locale: 'EN_US', hostname: 'en.localhost' },
] as const satisfies readonly { locale: LanguageCode; hostname: string }[];
export type SiteHost = (typeof SITE_HOSTS)[number];

export type BenchPage = { name: string; path: string };

/** Pages under load: the home page, a product, a news article and a help document. */
export const LOAD_PAGES: readonly BenchPage[] = [
  { name: 'home', path: '/' },
  { name: 'product', path: '/product/enterprise-cloud' },
  { name: 'news', path: '/press/60101' },
  { name: 'document', path: '/document/201/21101' },
];

/** Pages whose first-load JavaScript is held to the form allowance. */
export const FORM_PAGES: readonly BenchPage[] = [
  { name: 'contact form', path: '/contact' },
  { name: 'compatibility form', path: '/compatibility_form' },
  { name: 'partnership form', path: '/partnership_form' },
];

/** A search that finds something in either language. */
export const searchPage = (locale: LanguageCode): BenchPage => ({
  name: 'search',
  path: locale === 'EN_US' ? '/search?keyword=storage' : `/search?keyword=${encodeURIComponent('存储')}`,
});

/** Lighthouse pages per locale: home, a product, a document and the search page. */
export const lighthousePages = (locale: LanguageCode): BenchPage[] => [...LOAD_PAGES.filter((page) => page.name !== 'news'), searchPage(locale)];

export const hostHeader = (host: SiteHost, port: number): string => `${host.hostname}:${port}`;
