import { defineModule } from '../define-module';
import { servicePlansContract } from './contract';
import { ServicePlans } from './service-plans';

export const servicePlansModule = defineModule(servicePlansContract, ServicePlans);
