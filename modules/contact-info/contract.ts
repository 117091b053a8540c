import { defineContract } from '../module-contract';
import examples from './examples.json';
import { contactInfoSchema } from './schema';

export const contactInfoContract = defineContract({ type: 'contact-info', title: 'Contact information', schema: contactInfoSchema, examples });
