import type { z } from 'zod';
import type { featureCardSchema } from '@/modules/feature-cards/schema';
import type { CustomerCase, ImageResource } from '@/schemas/home';

/** The home page shows up to two rows of three stories. */
const STORIES_MAX = 6;

/** A feature card as the module's schema takes it: the page pipeline parses the section once, with the rest. */
type StoryCard = z.input<typeof featureCardSchema>;

const customerCard = (item: CustomerCase): StoryCard => ({
  title: item.name,
  desc: item.summary,
  href: item.link ?? undefined,
  ...(item.logoUrl ? { logoUrl: item.logoUrl, logoAlt: item.name } : {}),
});

const topcaseCard = (image: ImageResource): StoryCard => ({ title: image.title ?? '', desc: '', href: image.link ?? undefined, imageUrl: image.imageUrl });

/**
 * The home page's customer stories, each once: the CMS's customer cases (with their logos), then the top-case
 * pictures and the customer-case block's own cards that lead to a story not shown yet.
 */
export function customerStories(cases: readonly CustomerCase[], topcases: readonly ImageResource[], blockCards: readonly StoryCard[]): StoryCard[] {
  const seen = new Set<string>();
  return [...cases.map(customerCard), ...topcases.map(topcaseCard), ...blockCards]
    .filter((card) => {
      const key = card.href ?? card.title;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, STORIES_MAX);
}
