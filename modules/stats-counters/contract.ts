import { defineContract } from '../module-contract';
import examples from './examples.json';
import { statsCountersSchema } from './schema';

export const statsCountersContract = defineContract({ type: 'stats-counters', title: 'Stats counters', schema: statsCountersSchema, examples });
