import { defineContract } from '../module-contract';
import examples from './examples.json';
import { richTextSchema } from './schema';

export const richTextContract = defineContract({ type: 'rich-text', title: 'Rich text', schema: richTextSchema, examples });
