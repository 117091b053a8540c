import { defineModule } from '../define-module';
import { contactInfoContract } from './contract';
import { ContactInfo } from './contact-info';

export const contactInfoModule = defineModule(contactInfoContract, ContactInfo);
