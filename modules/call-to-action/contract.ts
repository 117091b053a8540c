import { defineContract } from '../module-contract';
import examples from './examples.json';
import { callToActionSchema } from './schema';

export const callToActionContract = defineContract({ type: 'call-to-action', title: 'Call to action', schema: callToActionSchema, examples });
