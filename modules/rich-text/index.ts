import { defineModule } from '../define-module';
import { RichText } from './rich-text';
import { richTextSchema } from './schema';

export const richTextModule = defineModule({
  type: 'rich-text',
  title: 'Rich text',
  schema: richTextSchema,
  Component: RichText,
});
