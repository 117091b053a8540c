import { defineContract } from '../module-contract';
import examples from './examples.json';
import { relatedProductsSchema } from './schema';

export const relatedProductsContract = defineContract({ type: 'related-products', title: 'Related products', schema: relatedProductsSchema, examples });
