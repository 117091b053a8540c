import type { ModuleSection } from '@/modules/contracts';
import type { LanguageCode } from '@/schemas/locale';
import type { NewsSummary } from '@/schemas/news';
import { recommendDetailsSchema } from '@/schemas/recommendation';
import type { HomeBlock } from '@/schemas/home';
import type { HomeData } from '../../data/content/get-home';
import type { Translate } from '../../i18n/server-intl';
import { newsPath } from '../../data/routing/news-paths';
import { customerStories } from './customer-stories';
import { featuredProducts } from './featured-products';

const CLAIMS = {
  ZH_CN: ['customers', 'countries', 'webTraffic', 'ddosCapacity'],
  EN_US: ['globalCustomers', 'attacksPerDay', 'ddosPeak'],
} as const;

/** A home block's `details` JSON as cards; a block the CMS broke or hid yields none (and its section is dropped). */
function blockCards(block: HomeBlock | undefined) {
  if (!block) return [];
  try {
    const details = recommendDetailsSchema.safeParse(JSON.parse(block.details));
    if (!details.success || !details.data.visible) return [];
    return details.data.recommendList.map((item) => ({ title: item.title, desc: item.desc ?? '', href: item.link, imageUrl: item.imageUrl ?? undefined }));
  } catch {
    return [];
  }
}

const newsCards = (news: readonly NewsSummary[]) =>
  news.map((item) => ({ title: item.title, desc: item.summary ?? '', href: newsPath(item), imageUrl: item.coverUrl ?? undefined }));

/**
 * The home page as module `details`: home data is shaped into the registry's module props, so it
 * renders through the same validated components (and the same dropping) as every CMS page.
 */
export function homeSections(data: HomeData, locale: LanguageCode, t: Translate): ModuleSection[] {
  const cards = (items: readonly { name: string; desc?: string | null | undefined; path: string }[]) =>
    items.map((item) => ({ title: item.name, desc: item.desc ?? '', href: item.path }));
  const claims = locale === 'ZH_CN' ? CLAIMS.ZH_CN : CLAIMS.EN_US;

  const sections: (ModuleSection | undefined)[] = [
    data.banners.length === 0
      ? undefined
      : {
          id: 'banners',
          type: 'banner-carousel',
          details: {
            title: t('home.banners'),
            slides: data.banners.map((banner) => ({
              title: banner.title,
              subtitle: banner.subtitle ?? undefined,
              backgroundUrl: banner.imageUrl,
              actions: banner.link ? [{ label: banner.buttonText ?? t('common.learnMore'), href: banner.link }] : [],
            })),
            labels: {
              previous: t('carousel.previous'),
              next: t('carousel.next'),
              pause: t('carousel.pause'),
              play: t('carousel.play'),
              slide: t('carousel.slide'),
            },
          },
        },
    { id: 'shortcut', type: 'feature-cards', details: { title: data.shortcut?.title, columns: 4, cards: blockCards(data.shortcut) } },
    {
      id: 'claims',
      type: 'stats-counters',
      details: { title: t('home.stats'), items: claims.map((claim) => ({ value: t(`home.claims.${claim}.value`), label: t(`home.claims.${claim}.label`) })) },
    },
    {
      id: 'featured-products',
      type: 'feature-cards',
      details: { title: t('home.featuredProducts'), columns: 3, cards: cards(featuredProducts(data.products)) },
    },
    { id: 'solutions', type: 'feature-cards', details: { title: t('home.solutions'), columns: 4, cards: cards(data.solutions) } },
    { id: 'services', type: 'feature-cards', details: { title: t('home.services'), columns: 3, cards: cards(data.services) } },
    { id: 'special-service', type: 'feature-cards', details: { title: data.specialService?.title, columns: 3, cards: blockCards(data.specialService) } },
    {
      id: 'customer-stories',
      type: 'feature-cards',
      details: {
        title: data.customerCase?.title ?? t('home.customerCases'),
        columns: 3,
        cards: customerStories(data.customerCases, data.topcases, blockCards(data.customerCase)),
      },
    },
    ...data.distribution.slice(0, 1).map((image): ModuleSection => ({
      id: `distribution-${image.id}`,
      type: 'rich-text',
      details: { title: image.title ?? undefined, align: 'center', content: `![${image.title ?? ''}](${image.imageUrl})` },
    })),
    { id: 'news', type: 'feature-cards', details: { title: t('home.news'), columns: 3, cards: newsCards(data.news) } },
    { id: 'contact', type: 'call-to-action', details: { title: t('common.contactSales'), action: { label: t('side.contactUs'), href: '/contact' } } },
  ];
  return sections.filter((section) => section !== undefined);
}
