import { defineContract } from '../module-contract';
import examples from './examples.json';
import { featureCardsSchema } from './schema';

export const featureCardsContract = defineContract({ type: 'feature-cards', title: 'Feature cards', schema: featureCardsSchema, examples });
