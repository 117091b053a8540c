import { defineModule } from '../define-module';
import examples from './examples.json';
import { AdvantagesGrid } from './advantages-grid';
import { advantagesGridSchema } from './schema';

export const advantagesGridModule = defineModule({
  type: 'advantages-grid',
  title: 'Advantages grid',
  schema: advantagesGridSchema,
  examples,
  Component: AdvantagesGrid,
});
