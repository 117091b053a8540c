import { defineContract } from '../module-contract';
import examples from './examples.json';
import { faqAccordionSchema } from './schema';

export const faqAccordionContract = defineContract({ type: 'faq-accordion', title: 'FAQ accordion', schema: faqAccordionSchema, examples });
