declare global {
  // zod's global configuration (zod/v4/core/core.js keeps it here and reads it whenever a schema is built).
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

/**
 * zod probes `Function('')` when a schema is built, to decide whether to compile its parsers; the
 * Content-Security-Policy has no 'unsafe-eval', so in the browser the probe is refused and reported as a
 * violation. instrumentation-client.ts calls this before any schema is built. It writes zod's global
 * configuration object directly instead of calling `z.config`, so zod is not part of every page's
 * first-load JavaScript (pages without a form or a browser call never load it).
 */
export function parseWithoutEval(): void {
  globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
}
