import { defineModule } from '../define-module';
import examples from './examples.json';
import { PartnerLogos } from './partner-logos';
import { partnerLogosSchema } from './schema';

export const partnerLogosModule = defineModule({
  type: 'partner-logos',
  title: 'Partner logo wall',
  schema: partnerLogosSchema,
  examples,
  Component: PartnerLogos,
});
