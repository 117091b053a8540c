import { defineModule } from '../define-module';
import { advantagesGridContract } from './contract';
import { AdvantagesGrid } from './advantages-grid';

export const advantagesGridModule = defineModule(advantagesGridContract, AdvantagesGrid);
