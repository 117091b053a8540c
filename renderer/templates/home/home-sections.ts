import type { LanguageCode } from '@/schemas/locale';
import type { HomeData } from '../../content/get-home';
import type { Translate } from '../../i18n/server-intl';
import { featuredProducts } from './featured-products';

export type HomeSection = { id: string; type: string; details: unknown };

/**
 * The home page as module `details`: home data is shaped into the registry's module props, so it
 * renders through the same validated components as every CMS page.
 */
export function homeSections(data: HomeData, locale: LanguageCode, t: Translate): HomeSection[] {
  const [banner] = data.banners;
  const cards = (items: readonly { name: string; desc?: string | null | undefined; path: string }[]) =>
    items.map((item) => ({ title: item.name, desc: item.desc ?? '', href: item.path }));
  const claims =
    locale === 'ZH_CN'
      ? (['customers', 'countries', 'webTraffic', 'ddosCapacity'] as const)
      : (['globalCustomers', 'attacksPerDay', 'ddosPeak'] as const);

  const sections: (HomeSection | undefined)[] = [
    banner && {
      id: `banner-${banner.id}`,
      type: 'hero-banner',
      details: {
        title: banner.title,
        subtitle: banner.subtitle ?? undefined,
        backgroundUrl: banner.imageUrl,
        actions: banner.link ? [{ label: banner.buttonText ?? t('common.learnMore'), href: banner.link }] : [],
      },
    },
    {
      id: 'claims',
      type: 'feature-cards',
      details: {
        title: t('home.stats'),
        columns: claims.length === 4 ? 4 : 3,
        cards: claims.map((claim) => ({ title: t(`home.claims.${claim}`), desc: '' })),
      },
    },
    {
      id: 'featured-products',
      type: 'feature-cards',
      details: { title: t('home.featuredProducts'), columns: 3, cards: cards(featuredProducts(data.products)) },
    },
    { id: 'solutions', type: 'feature-cards', details: { title: t('home.solutions'), columns: 4, cards: cards(data.solutions) } },
    { id: 'services', type: 'feature-cards', details: { title: t('home.services'), columns: 3, cards: cards(data.services) } },
    {
      id: 'customer-cases',
      type: 'feature-cards',
      details: {
        title: t('home.customerCases'),
        columns: 3,
        cards: data.customerCases.slice(0, 6).map((item) => ({ title: item.name, desc: item.summary, href: item.link ?? undefined })),
      },
    },
    {
      id: 'contact',
      type: 'call-to-action',
      details: { title: t('common.contactSales'), action: { label: t('side.contactUs'), href: '/contact' } },
    },
  ];
  return sections.filter((section) => section !== undefined);
}
