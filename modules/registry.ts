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
import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { contracts, ModuleType } from './contracts';
import type { ModuleDefinition } from './define-module';
import type { ModuleContract } from './module-contract';

type SchemaOf<Type extends ModuleType> = (typeof contracts)[Type]['schema'];

/** A module type's view: bound to that type's contract, its component taking exactly what the schema parses. */
export type ModuleView<Type extends ModuleType> = ModuleDefinition &
  ModuleContract<SchemaOf<Type>, Type> & { Component: ComponentType<z.output<SchemaOf<Type>>> };

/** Declared, not inferred from the object below: a type left out is one error there, naming it, and none where the registry is read. */
export type ModuleViews = { [Type in ModuleType]: ModuleView<Type> };

/** Every module type's view, bound to its contract; a type left out, or a view bound to another type's contract, fails tsc. */
export const registry: ModuleViews = {
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
};
