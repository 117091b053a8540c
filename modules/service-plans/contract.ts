import { defineContract } from '../module-contract';
import examples from './examples.json';
import { servicePlansSchema } from './schema';

export const servicePlansContract = defineContract({ type: 'service-plans', title: 'Service plans', schema: servicePlansSchema, examples });
