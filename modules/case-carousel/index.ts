import { defineModule } from '../define-module';
import { caseCarouselContract } from './contract';
import { CaseCarousel } from './case-carousel';

export const caseCarouselModule = defineModule(caseCarouselContract, CaseCarousel);
