import { z } from 'zod';

// zod probes `Function('')` when a schema is built, to decide whether to compile its parsers; the
// Content-Security-Policy has no 'unsafe-eval', so in the browser the probe is refused and reported as a
// violation. Parse without compiling there. instrumentation-client.ts loads this before any schema is built.
if (typeof window !== 'undefined') z.config({ jitless: true });
