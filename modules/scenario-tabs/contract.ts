import { defineContract } from '../module-contract';
import examples from './examples.json';
import { scenarioTabsSchema } from './schema';

export const scenarioTabsContract = defineContract({ type: 'scenario-tabs', title: 'Scenario tabs', schema: scenarioTabsSchema, examples });
