import { defineContract } from '../module-contract';
import examples from './examples.json';
import { downloadListSchema } from './schema';

export const downloadListContract = defineContract({ type: 'download-list', title: 'Download list', schema: downloadListSchema, examples });
