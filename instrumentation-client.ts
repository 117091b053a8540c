import { parseWithoutEval } from './renderer/frame/behaviours/zod-without-eval';

// Runs in the browser before the application's modules, so before any zod schema is built.
parseWithoutEval();
