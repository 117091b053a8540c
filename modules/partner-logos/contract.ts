import { defineContract } from '../module-contract';
import examples from './examples.json';
import { partnerLogosSchema } from './schema';

export const partnerLogosContract = defineContract({ type: 'partner-logos', title: 'Partner logo wall', schema: partnerLogosSchema, examples });
