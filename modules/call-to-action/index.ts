import { defineModule } from '../define-module';
import examples from './examples.json';
import { CallToAction } from './call-to-action';
import { callToActionSchema } from './schema';

export const callToActionModule = defineModule({
  type: 'call-to-action',
  title: 'Call to action',
  schema: callToActionSchema,
  examples,
  Component: CallToAction,
});
