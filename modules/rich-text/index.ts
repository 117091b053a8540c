import { defineModule } from '../define-module';
import examples from './examples.json';
import { RichText } from './rich-text';
import { richTextSchema } from './schema';

export const richTextModule = defineModule({
  type: 'rich-text',
  title: 'Rich text',
  schema: richTextSchema,
  examples,
  Component: RichText,
});
