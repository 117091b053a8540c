import { defineModule } from '../define-module';
import { heroBannerContract } from './contract';
import { HeroBanner } from './hero-banner';

export const heroBannerModule = defineModule(heroBannerContract, HeroBanner);
