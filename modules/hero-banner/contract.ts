import { defineContract } from '../module-contract';
import examples from './examples.json';
import { heroBannerSchema } from './schema';

export const heroBannerContract = defineContract({ type: 'hero-banner', title: 'Hero banner', schema: heroBannerSchema, examples });
