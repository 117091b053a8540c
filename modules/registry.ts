import { advantagesGridModule } from './advantages-grid';
import { bannerCarouselModule } from './banner-carousel';
import { callToActionModule } from './call-to-action';
import { caseCarouselModule } from './case-carousel';
import { contactInfoModule } from './contact-info';
import { downloadListModule } from './download-list';
import { faqAccordionModule } from './faq-accordion';
import { featureCardsModule } from './feature-cards';
import { heroBannerModule } from './hero-banner';
import { partnerLogosModule } from './partner-logos';
import { productArchitectureModule } from './product-architecture';
import { relatedProductsModule } from './related-products';
import { richTextModule } from './rich-text';
import { scenarioTabsModule } from './scenario-tabs';
import { servicePlansModule } from './service-plans';
import { specTableModule } from './spec-table';
import { statsCountersModule } from './stats-counters';
import { videoModule } from './video';
import type { ModuleType } from './contracts';
import type { ModuleDefinition } from './define-module';

/** Every module type's view, bound to its contract; a type left out, or a view bound to another type's contract, fails tsc. */
export const registry = {
  'hero-banner': heroBannerModule,
  'banner-carousel': bannerCarouselModule,
  'rich-text': richTextModule,
  'feature-cards': featureCardsModule,
  'call-to-action': callToActionModule,
  'case-carousel': caseCarouselModule,
  'partner-logos': partnerLogosModule,
  'faq-accordion': faqAccordionModule,
  video: videoModule,
  'download-list': downloadListModule,
  'related-products': relatedProductsModule,
  'contact-info': contactInfoModule,
  'advantages-grid': advantagesGridModule,
  'product-architecture': productArchitectureModule,
  'scenario-tabs': scenarioTabsModule,
  'service-plans': servicePlansModule,
  'spec-table': specTableModule,
  'stats-counters': statsCountersModule,
} as const satisfies { [Type in ModuleType]: ModuleDefinition & { type: Type } };
