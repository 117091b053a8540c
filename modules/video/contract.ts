import { defineContract } from '../module-contract';
import examples from './examples.json';
import { videoSchema } from './schema';

export const videoContract = defineContract({ type: 'video', title: 'Video', schema: videoSchema, examples });
