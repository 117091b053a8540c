import { defineModule } from '../define-module';
import examples from './examples.json';
import { RelatedProducts } from './related-products';
import { relatedProductsSchema } from './schema';

export const relatedProductsModule = defineModule({
  type: 'related-products',
  title: 'Related products',
  schema: relatedProductsSchema,
  examples,
  Component: RelatedProducts,
});
