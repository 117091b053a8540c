import { defineModule } from '../define-module';
import examples from './examples.json';
import { FaqAccordion } from './faq-accordion';
import { faqAccordionSchema } from './schema';

export const faqAccordionModule = defineModule({
  type: 'faq-accordion',
  title: 'FAQ accordion',
  schema: faqAccordionSchema,
  examples,
  Component: FaqAccordion,
});
