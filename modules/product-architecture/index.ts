import { defineModule } from '../define-module';
import examples from './examples.json';
import { ProductArchitecture } from './product-architecture';
import { productArchitectureSchema } from './schema';

export const productArchitectureModule = defineModule({
  type: 'product-architecture',
  title: 'Product architecture',
  schema: productArchitectureSchema,
  examples,
  Component: ProductArchitecture,
});
