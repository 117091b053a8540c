import { parseWithoutEval } from './renderer/client/zod-without-eval';

// Runs in the browser before the application's modules, so before any zod schema is built.
parseWithoutEval();
