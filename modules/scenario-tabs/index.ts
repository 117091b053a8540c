import { defineModule } from '../define-module';
import { scenarioTabsContract } from './contract';
import { ScenarioTabs } from './scenario-tabs';

export const scenarioTabsModule = defineModule(scenarioTabsContract, ScenarioTabs);
