import { defineModule } from '../define-module';
import { faqAccordionContract } from './contract';
import { FaqAccordion } from './faq-accordion';

export const faqAccordionModule = defineModule(faqAccordionContract, FaqAccordion);
