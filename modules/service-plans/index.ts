import { defineModule } from '../define-module';
import examples from './examples.json';
import { servicePlansSchema } from './schema';
import { ServicePlans } from './service-plans';

export const servicePlansModule = defineModule({
  type: 'service-plans',
  title: 'Service plans',
  schema: servicePlansSchema,
  examples,
  Component: ServicePlans,
});
