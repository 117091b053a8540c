import { defineModule } from '../define-module';
import { callToActionContract } from './contract';
import { CallToAction } from './call-to-action';

export const callToActionModule = defineModule(callToActionContract, CallToAction);
