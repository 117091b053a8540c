import { defineModule } from '../define-module';
import examples from './examples.json';
import { statsCountersSchema } from './schema';
import { StatsCounters } from './stats-counters';

export const statsCountersModule = defineModule({
  type: 'stats-counters',
  title: 'Stats counters',
  schema: statsCountersSchema,
  examples,
  Component: StatsCounters,
});
