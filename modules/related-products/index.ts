import { defineModule } from '../define-module';
import { relatedProductsContract } from './contract';
import { RelatedProducts } from './related-products';

export const relatedProductsModule = defineModule(relatedProductsContract, RelatedProducts);
