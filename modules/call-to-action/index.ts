import { defineModule } from '../define-module';
import { CallToAction } from './call-to-action';
import { callToActionSchema } from './schema';

export const callToActionModule = defineModule({
  type: 'call-to-action',
  title: 'Call to action',
  schema: callToActionSchema,
  Component: CallToAction,
});
