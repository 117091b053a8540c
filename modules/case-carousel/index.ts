import { defineModule } from '../define-module';
import examples from './examples.json';
import { CaseCarousel } from './case-carousel';
import { caseCarouselSchema } from './schema';

export const caseCarouselModule = defineModule({
  type: 'case-carousel',
  title: 'Customer case carousel',
  schema: caseCarouselSchema,
  examples,
  Component: CaseCarousel,
});
