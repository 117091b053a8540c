import { defineContract } from '../module-contract';
import examples from './examples.json';
import { caseCarouselSchema } from './schema';

export const caseCarouselContract = defineContract({ type: 'case-carousel', title: 'Customer case carousel', schema: caseCarouselSchema, examples });
