import { z } from 'zod';

/** The mock CMS's control API, shared by its server and the tests' client. */
export const CONTROL_PATH = '/__control';
export const PORTAL_PATH = '/api/portal/v1';

/**
 * How the portal API answers: normally (`up`), `503` to every call (`unavailable`), by destroying
 * the socket without an answer (`reset`), never while the client waits (`hang`), or not at all
 * because the listener is closed (`closed`: connection refused; only the control port still answers).
 */
export const cmsModeSchema = z.enum(['up', 'unavailable', 'reset', 'hang', 'closed']);
export type CmsMode = z.infer<typeof cmsModeSchema>;

const statusSchema = z.number().int().min(200).max(599);

/**
 * A hostile answer: a body sent as given (non-JSON text, an HTML error page, a bare status),
 * a huge JSON-looking body (with or without its length declared), headers then a trickle that
 * never ends, headers and the start of the body then nothing (a proxy in front of the CMS that
 * stalls mid-body), or the embedded CMS's real answer after a delay.
 */
export const misbehaviourSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('text'), status: statusSchema, contentType: z.string().min(1), text: z.string() }),
  z.strictObject({ kind: z.literal('huge'), bytes: z.number().int().positive().max(100_000_000), declareLength: z.boolean() }),
  z.strictObject({ kind: z.literal('endless'), intervalMs: z.number().int().min(10).max(60_000).default(250) }),
  z.strictObject({ kind: z.literal('stall') }),
  z.strictObject({ kind: z.literal('delay'), delayMs: z.number().int().min(0).max(120_000) }),
]);
export type Misbehaviour = z.input<typeof misbehaviourSchema>;

const targetShape = { path: z.string().startsWith('/'), lang: z.string().min(1).optional() };

/**
 * A replacement answer for one portal path (after `/api/portal/v1`), optionally for one `lang` only:
 * a JSON body with a status, or a misbehaviour.
 */
export const overrideSchema = z.union([
  z.strictObject({ ...targetShape, status: statusSchema.default(200), body: z.json() }),
  z.strictObject({ ...targetShape, misbehaviour: misbehaviourSchema }),
]);
/** A replacement answer as a test writes it: a JSON body is checked to be JSON on arrival. */
export type Replacement = { status?: number | undefined; body: unknown } | { misbehaviour: Misbehaviour };
/** What a test sends: which call, and what it answers. */
export type Override = { path: string; lang?: string | undefined } & Replacement;

/** Calls per `METHOD /path` (after `/api/portal/v1`), then per `lang` (`-` when the call had none). */
export const countsSchema = z.record(z.string(), z.record(z.string(), z.number().int()));
export type Counts = z.infer<typeof countsSchema>;

export const modeBodySchema = z.strictObject({ mode: cmsModeSchema });

/** `GET /__control/original?path=..&lang=..`: what the embedded CMS answers, uncounted and without overrides. */
export const originalQuerySchema = z.object({ path: z.string().startsWith('/'), lang: z.string().min(1) });
