import { defineModule } from '../define-module';
import examples from './examples.json';
import { ScenarioTabs } from './scenario-tabs';
import { scenarioTabsSchema } from './schema';

export const scenarioTabsModule = defineModule({
  type: 'scenario-tabs',
  title: 'Scenario tabs',
  schema: scenarioTabsSchema,
  examples,
  Component: ScenarioTabs,
});
