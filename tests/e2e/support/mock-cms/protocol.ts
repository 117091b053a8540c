import { z } from 'zod';

/** The mock CMS's control API, shared by its server and the tests' client. */
export const CONTROL_PATH = '/__control';
export const PORTAL_PATH = '/api/portal/v1';

/**
 * How the portal API answers: normally (`up`), `503` to every call (`unavailable`), by destroying
 * the socket without an answer (`reset`), or not at all because the listener is closed (`closed`:
 * connection refused; only the control port still answers).
 */
export const cmsModeSchema = z.enum(['up', 'unavailable', 'reset', 'closed']);
export type CmsMode = z.infer<typeof cmsModeSchema>;

/** A replacement answer for one portal path (after `/api/portal/v1`), optionally for one `lang` only. */
export const overrideSchema = z.strictObject({
  path: z.string().startsWith('/'),
  lang: z.string().min(1).optional(),
  status: z.number().int().min(200).max(599).default(200),
  body: z.json(),
});
/** What a test sends: the body is checked to be JSON on arrival. */
export type Override = Omit<z.input<typeof overrideSchema>, 'body'> & { body: unknown };

/** Calls per `METHOD /path` (after `/api/portal/v1`), then per `lang` (`-` when the call had none). */
export const countsSchema = z.record(z.string(), z.record(z.string(), z.number().int()));
export type Counts = z.infer<typeof countsSchema>;

export const modeBodySchema = z.strictObject({ mode: cmsModeSchema });

/** `GET /__control/original?path=..&lang=..`: what the embedded CMS answers, uncounted and without overrides. */
export const originalQuerySchema = z.object({ path: z.string().startsWith('/'), lang: z.string().min(1) });
