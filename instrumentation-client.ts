// Runs in the browser before the application's modules, so before any zod schema is built.
import './renderer/client/zod-without-eval';
