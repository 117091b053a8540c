import { defineModule } from '../define-module';
import { productArchitectureContract } from './contract';
import { ProductArchitecture } from './product-architecture';

export const productArchitectureModule = defineModule(productArchitectureContract, ProductArchitecture);
