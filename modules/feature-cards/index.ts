import { defineModule } from '../define-module';
import examples from './examples.json';
import { FeatureCards } from './feature-cards';
import { featureCardsSchema } from './schema';

export const featureCardsModule = defineModule({
  type: 'feature-cards',
  title: 'Feature cards',
  schema: featureCardsSchema,
  examples,
  Component: FeatureCards,
});
