import type { LanguageCode } from '@/schemas/locale';
import type { JsonModuleBelongType } from '../../data/api/payload-schemas';

/** Where a static page's content comes from: its module page, the company text, or a legal text. */
export type StaticPage = {
  /** `/{belongType}/json-modules` */
  modules?: JsonModuleBelongType;
  /** `/company` */
  company?: true;
  /** `/content/resource/{type}` */
  resource?: string;
  /** Locales that have the page; the others answer 404 (the service agreement is Chinese only). */
  locales?: readonly LanguageCode[];
  /** `/{page}/pc` and `/{page}/mobile` also answer: the same page, marked as its desktop or mobile variant. */
  variants?: true;
  /** The lead form shown after the page's banner (docs/forms.md). */
  form?: LeadFormKind;
};

/** The lead forms a static page can carry; the investor visit form has a route of its own. */
export type LeadFormKind = 'contact' | 'compatibility' | 'partnership';

/** The static pages (the news, cases and document lists are templates of their own). */
export const STATIC_PAGES = {
  career: { modules: 'CAREER', variants: true },
  cases: { modules: 'CASES', variants: true },
  company: { modules: 'COMPANY', company: true, variants: true },
  compatibility: { modules: 'COMPATIBILITY' },
  compatibility_form: { modules: 'COMPATIBILITY_FORM', variants: true, form: 'compatibility' },
  contact: { modules: 'CONTACT', variants: true, form: 'contact' },
  contract: { resource: 'contract' },
  download: { modules: 'DOWNLOAD' },
  'kubernetes-services': { modules: 'KUBERNETES_SERVICES' },
  'legal/privacy': { resource: 'privacy' },
  'legal/terms': { resource: 'terms' },
  partners: { modules: 'PARTNERS' },
  partnership_form: { modules: 'PARTNERSHIP_FORM', variants: true, form: 'partnership' },
  service: { modules: 'SERVICE' },
  service_agreement: { resource: 'service_agreement', locales: ['ZH_CN'] },
  support: { modules: 'SUPPORT' },
} as const satisfies Record<string, StaticPage>;

export type StaticPageKey = keyof typeof STATIC_PAGES;

/** Other addresses of the same page: `/cases/cases` is the case list itself. */
const ALIASES: ReadonlyMap<string, StaticPageKey> = new Map([['cases/cases', 'cases']]);

const VARIANTS = { pc: 'desktop', mobile: 'mobile' } as const;
export type PageVariant = (typeof VARIANTS)[keyof typeof VARIANTS];

export type StaticMatch = { key: StaticPageKey; page: StaticPage; variant: PageVariant | undefined };

const isStaticKey = (path: string): path is StaticPageKey => Object.hasOwn(STATIC_PAGES, path);
const isVariantSegment = (segment: string): segment is keyof typeof VARIANTS => Object.hasOwn(VARIANTS, segment);

/** The static page a path names, with its device variant, if it is one and the locale has it. */
export function matchStaticPage(segments: readonly string[], locale: LanguageCode): StaticMatch | undefined {
  const last = segments.at(-1);
  const variant = last !== undefined && isVariantSegment(last) ? VARIANTS[last] : undefined;
  const path = (variant ? segments.slice(0, -1) : segments).join('/');
  // A Map and own-property checks: a visitor's `/constructor` or `/__proto__` names no page.
  const key = isStaticKey(path) ? path : ALIASES.get(path);
  if (!key) return undefined;
  const page: StaticPage = STATIC_PAGES[key];
  if (variant && !page.variants) return undefined;
  if (page.locales && !page.locales.includes(locale)) return undefined;
  return { key, page, variant };
}
