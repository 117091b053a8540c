import { defineModule } from '../define-module';
import { specTableContract } from './contract';
import { SpecTable } from './spec-table';

export const specTableModule = defineModule(specTableContract, SpecTable);
