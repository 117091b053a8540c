import { AdvantagesGrid } from './advantages-grid/advantages-grid';
import { BannerCarousel } from './banner-carousel/banner-carousel';
import { CallToAction } from './call-to-action/call-to-action';
import { CaseCarousel } from './case-carousel/case-carousel';
import { ContactInfo } from './contact-info/contact-info';
import { DownloadList } from './download-list/download-list';
import { FaqAccordion } from './faq-accordion/faq-accordion';
import { FeatureCards } from './feature-cards/feature-cards';
import { HeroBanner } from './hero-banner/hero-banner';
import { PartnerLogos } from './partner-logos/partner-logos';
import { ProductArchitecture } from './product-architecture/product-architecture';
import { RelatedProducts } from './related-products/related-products';
import { RichText } from './rich-text/rich-text';
import { ScenarioTabs } from './scenario-tabs/scenario-tabs';
import { ServicePlans } from './service-plans/service-plans';
import { SpecTable } from './spec-table/spec-table';
import { StatsCounters } from './stats-counters/stats-counters';
import { Video } from './video/video';
import type { ComponentType } from 'react';
import type { z } from 'zod';
import { contracts, type ModuleType } from './contracts';
import { defineModule, type ModuleDefinition } from './define-module';
import type { ModuleContract } from './module-contract';

type SchemaOf<Type extends ModuleType> = (typeof contracts)[Type]['schema'];

/** A module type's view: bound to that type's contract, its component taking exactly what the schema parses. */
export type ModuleView<Type extends ModuleType> = ModuleDefinition &
  ModuleContract<SchemaOf<Type>, Type> & { Component: ComponentType<z.output<SchemaOf<Type>>> };

/** Declared, not inferred from the object below: a type left out is one error there, naming it, and none where the registry is read. */
export type ModuleViews = { [Type in ModuleType]: ModuleView<Type> };

/** Every module type's view, bound to its contract; a type left out, or a view bound to another type's contract, fails tsc. */
export const registry: ModuleViews = {
  'hero-banner': defineModule(contracts['hero-banner'], HeroBanner),
  'banner-carousel': defineModule(contracts['banner-carousel'], BannerCarousel),
  'rich-text': defineModule(contracts['rich-text'], RichText),
  'feature-cards': defineModule(contracts['feature-cards'], FeatureCards),
  'call-to-action': defineModule(contracts['call-to-action'], CallToAction),
  'case-carousel': defineModule(contracts['case-carousel'], CaseCarousel),
  'partner-logos': defineModule(contracts['partner-logos'], PartnerLogos),
  'faq-accordion': defineModule(contracts['faq-accordion'], FaqAccordion),
  video: defineModule(contracts.video, Video),
  'download-list': defineModule(contracts['download-list'], DownloadList),
  'related-products': defineModule(contracts['related-products'], RelatedProducts),
  'contact-info': defineModule(contracts['contact-info'], ContactInfo),
  'advantages-grid': defineModule(contracts['advantages-grid'], AdvantagesGrid),
  'product-architecture': defineModule(contracts['product-architecture'], ProductArchitecture),
  'scenario-tabs': defineModule(contracts['scenario-tabs'], ScenarioTabs),
  'service-plans': defineModule(contracts['service-plans'], ServicePlans),
  'spec-table': defineModule(contracts['spec-table'], SpecTable),
  'stats-counters': defineModule(contracts['stats-counters'], StatsCounters),
};
