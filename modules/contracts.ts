import type { z } from 'zod';
import { advantagesGridContract } from './advantages-grid/contract';
import { bannerCarouselContract } from './banner-carousel/contract';
import { callToActionContract } from './call-to-action/contract';
import { caseCarouselContract } from './case-carousel/contract';
import { contactInfoContract } from './contact-info/contract';
import { downloadListContract } from './download-list/contract';
import { faqAccordionContract } from './faq-accordion/contract';
import { featureCardsContract } from './feature-cards/contract';
import { heroBannerContract } from './hero-banner/contract';
import { partnerLogosContract } from './partner-logos/contract';
import { productArchitectureContract } from './product-architecture/contract';
import { relatedProductsContract } from './related-products/contract';
import { richTextContract } from './rich-text/contract';
import { scenarioTabsContract } from './scenario-tabs/contract';
import { servicePlansContract } from './service-plans/contract';
import { specTableContract } from './spec-table/contract';
import { statsCountersContract } from './stats-counters/contract';
import { videoContract } from './video/contract';
import type { ModuleContract } from './module-contract';

/**
 * Every module type's contract, keyed by the CMS `type`: all that parsing, `content:check` and the
 * JSON Schema export need, without React or CSS. Adding a type is one folder, one line here and
 * one in `registry.ts` (tsc fails until both are there).
 */
export const contracts = {
  'hero-banner': heroBannerContract,
  'banner-carousel': bannerCarouselContract,
  'rich-text': richTextContract,
  'feature-cards': featureCardsContract,
  'call-to-action': callToActionContract,
  'case-carousel': caseCarouselContract,
  'partner-logos': partnerLogosContract,
  'faq-accordion': faqAccordionContract,
  video: videoContract,
  'download-list': downloadListContract,
  'related-products': relatedProductsContract,
  'contact-info': contactInfoContract,
  'advantages-grid': advantagesGridContract,
  'product-architecture': productArchitectureContract,
  'scenario-tabs': scenarioTabsContract,
  'service-plans': servicePlansContract,
  'spec-table': specTableContract,
  'stats-counters': statsCountersContract,
} as const satisfies { [Type in string]: ModuleContract<z.ZodType, Type> };

export type ModuleType = keyof typeof contracts;

export function isModuleType(type: string): type is ModuleType {
  return Object.hasOwn(contracts, type);
}

/** What code may hand a module type as `details`: its schema's input, so defaults stay optional. */
export type ModuleInput<Type extends ModuleType> = z.input<(typeof contracts)[Type]['schema']>;

/** A section a template builds in code: a wrong type or field fails tsc instead of dropping at run time. */
export type ModuleSection = { [Type in ModuleType]: { id: string; type: Type; details: ModuleInput<Type> } }[ModuleType];
