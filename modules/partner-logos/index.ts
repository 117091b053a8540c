import { defineModule } from '../define-module';
import { partnerLogosContract } from './contract';
import { PartnerLogos } from './partner-logos';

export const partnerLogosModule = defineModule(partnerLogosContract, PartnerLogos);
