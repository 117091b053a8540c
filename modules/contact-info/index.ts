import { defineModule } from '../define-module';
import examples from './examples.json';
import { ContactInfo } from './contact-info';
import { contactInfoSchema } from './schema';

export const contactInfoModule = defineModule({
  type: 'contact-info',
  title: 'Contact information',
  schema: contactInfoSchema,
  examples,
  Component: ContactInfo,
});
