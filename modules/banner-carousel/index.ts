import { defineModule } from '../define-module';
import { bannerCarouselContract } from './contract';
import { BannerCarousel } from './banner-carousel';

export const bannerCarouselModule = defineModule(bannerCarouselContract, BannerCarousel);
