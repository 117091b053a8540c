import { defineContract } from '../module-contract';
import examples from './examples.json';
import { bannerCarouselSchema } from './schema';

export const bannerCarouselContract = defineContract({ type: 'banner-carousel', title: 'Banner carousel', schema: bannerCarouselSchema, examples });
