import type { Metadata } from 'next';
import { imageUrlSchema } from '@/schemas/link';
import type { SeoEntry } from '@/schemas/seo';
import { htmlLang } from '../../i18n/messages';
import { getTranslator } from '../../i18n/server-intl';
import type { SiteLocale } from '../../data/routing/page-params';
import { splitKeywords } from './keywords';
import { pageUrls } from './page-urls';
import { siteTitle } from './site-title';
import type { SiteOrigins } from '../../data/routing/site-origins';

export type PageSeo = {
  locale: SiteLocale;
  /** The page's one address: its main path (device variants point here), with a query only where it names another page (`?page=2`). */
  path: string;
  /** What the page says of itself: title, description, Open Graph type and dates. */
  own: Metadata;
  /** The first CMS entry of the page's own keys (module, the common entry of its kind, `default`); none for pages without keys. */
  entry?: SeoEntry | undefined;
  /** The `default` entry: the site's name, and what a page lacking a title, description or keywords falls back to. */
  siteDefault?: SeoEntry | undefined;
  sites?: SiteOrigins | undefined;
  /** The page's picture (a site path or https URL), for `og:image`. */
  image?: string | null | undefined;
};

const ogLocale = (locale: SiteLocale) => htmlLang[locale].replace('-', '_');
const textOf = (title: Metadata['title']) => (typeof title === 'string' && title ? title : undefined);

function absoluteImage(image: string | null | undefined, base: string | undefined): string | undefined {
  if (!image || !base || !imageUrlSchema.safeParse(image).success) return undefined;
  return new URL(image.trim(), base).href;
}

/** Title, description, keywords, canonical, hreflang alternates and Open Graph of one page; every address on a configured host. */
export function buildPageMetadata(seo: PageSeo): Metadata {
  const { canonical, languages, otherLocales } = pageUrls(seo.sites, seo.locale, seo.path);
  const title = seo.entry?.title || textOf(seo.own.title) || seo.siteDefault?.title;
  const description = seo.entry?.description || seo.own.description || seo.siteDefault?.description || undefined;
  const keywords = splitKeywords(seo.entry?.keywords || seo.siteDefault?.keywords);
  const image = absoluteImage(seo.image, canonical);
  return {
    ...seo.own,
    title: title ? siteTitle(title, getTranslator(seo.locale)('site.name')) : undefined,
    description,
    keywords: keywords.length ? keywords : undefined,
    // Without a configured host there is no address to claim; a relative one would resolve against a guess.
    alternates: canonical ? { canonical, languages: Object.keys(languages).length ? languages : undefined } : undefined,
    openGraph: {
      type: 'website',
      ...seo.own.openGraph,
      title,
      description,
      url: canonical,
      siteName: seo.siteDefault?.title,
      locale: ogLocale(seo.locale),
      alternateLocale: otherLocales.length ? otherLocales.map(ogLocale) : undefined,
      ...(image ? { images: [{ url: image }] } : {}),
    },
  };
}
