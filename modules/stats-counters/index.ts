import { defineModule } from '../define-module';
import { statsCountersContract } from './contract';
import { StatsCounters } from './stats-counters';

export const statsCountersModule = defineModule(statsCountersContract, StatsCounters);
