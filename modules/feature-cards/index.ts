import { defineModule } from '../define-module';
import { featureCardsContract } from './contract';
import { FeatureCards } from './feature-cards';

export const featureCardsModule = defineModule(featureCardsContract, FeatureCards);
