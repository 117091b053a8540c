import { defineContract } from '../module-contract';
import examples from './examples.json';
import { productArchitectureSchema } from './schema';

export const productArchitectureContract = defineContract({
  type: 'product-architecture',
  title: 'Product architecture',
  schema: productArchitectureSchema,
  examples,
});
