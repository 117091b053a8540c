import { callToActionModule } from './call-to-action';
import type { ModuleDefinition } from './define-module';
import { featureCardsModule } from './feature-cards';
import { heroBannerModule } from './hero-banner';
import { bannerCarouselModule } from './banner-carousel';
import { richTextModule } from './rich-text';
import { caseCarouselModule } from './case-carousel';
import { partnerLogosModule } from './partner-logos';
import { faqAccordionModule } from './faq-accordion';
import { videoModule } from './video';
import { downloadListModule } from './download-list';
import { relatedProductsModule } from './related-products';
import { contactInfoModule } from './contact-info';
import { advantagesGridModule } from './advantages-grid';
import { productArchitectureModule } from './product-architecture';
import { scenarioTabsModule } from './scenario-tabs';
import { servicePlansModule } from './service-plans';
import { specTableModule } from './spec-table';
import { statsCountersModule } from './stats-counters';

/** Every module type the renderer knows, keyed by the CMS `type`. Adding a type is one folder and one line here. */
export const registry = {
  'hero-banner': heroBannerModule,
  'banner-carousel': bannerCarouselModule,
  'rich-text': richTextModule,
  'feature-cards': featureCardsModule,
  'call-to-action': callToActionModule,
  'case-carousel': caseCarouselModule,
  'partner-logos': partnerLogosModule,
  'faq-accordion': faqAccordionModule,
  'video': videoModule,
  'download-list': downloadListModule,
  'related-products': relatedProductsModule,
  'contact-info': contactInfoModule,
  'advantages-grid': advantagesGridModule,
  'product-architecture': productArchitectureModule,
  'scenario-tabs': scenarioTabsModule,
  'service-plans': servicePlansModule,
  'spec-table': specTableModule,
  'stats-counters': statsCountersModule,
} as const satisfies Record<string, ModuleDefinition>;

export type ModuleType = keyof typeof registry;

export function isModuleType(type: string): type is ModuleType {
  return Object.hasOwn(registry, type);
}
