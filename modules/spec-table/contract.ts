import { defineContract } from '../module-contract';
import examples from './examples.json';
import { specTableSchema } from './schema';

export const specTableContract = defineContract({ type: 'spec-table', title: 'Specification table', schema: specTableSchema, examples });
