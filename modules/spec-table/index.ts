import { defineModule } from '../define-module';
import examples from './examples.json';
import { specTableSchema } from './schema';
import { SpecTable } from './spec-table';

export const specTableModule = defineModule({
  type: 'spec-table',
  title: 'Specification table',
  schema: specTableSchema,
  examples,
  Component: SpecTable,
});
