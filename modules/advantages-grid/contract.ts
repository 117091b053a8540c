import { defineContract } from '../module-contract';
import examples from './examples.json';
import { advantagesGridSchema } from './schema';

export const advantagesGridContract = defineContract({ type: 'advantages-grid', title: 'Advantages grid', schema: advantagesGridSchema, examples });
