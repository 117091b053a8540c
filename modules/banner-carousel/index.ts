import { defineModule } from '../define-module';
import { BannerCarousel } from './banner-carousel';
import examples from './examples.json';
import { bannerCarouselSchema } from './schema';

export const bannerCarouselModule = defineModule({
  type: 'banner-carousel',
  title: 'Banner carousel',
  schema: bannerCarouselSchema,
  examples,
  Component: BannerCarousel,
});
