import { z } from 'zod';
import { drainBody, readLimitedBody, REFUSED_BODY_DRAIN } from '../../../data/api/read-limited-body';
import { isBearer } from './bearer';
import { planRevalidation, softTag, type PathTarget } from './plan';
import { MAX_BODY_BYTES, revalidateRequestSchema, type RevalidateRequest } from './request-schema';
import type { ContentChange } from '../../../data/preview/live/content-change';

/** What the route hands in: the configured secret and Next's cache functions (kept out, so this is testable). */
export type RevalidateDeps = {
  secret: string | undefined;
  expireTag: (tag: string) => void;
  expirePath: (target: PathTarget) => void;
  /** Whether the CMS answers now: expiring while it is down would turn cached pages into error pages. */
  cmsReachable: () => Promise<boolean>;
  /**
   * Records, before the answer, that these tags (explicit and Next's path tags) expire now for every instance
   * sharing the cache; rejects when it could not. Nothing to do for the single process's own cache.
   */
  recordExpiry: (tags: string[]) => Promise<void>;
  /** Tells the open previews, on every instance, what changed (never rejects). */
  signalChange: (change: ContentChange) => Promise<void>;
  now: () => number;
};

const NO_STORE = { 'cache-control': 'no-store' };

const refuse = (status: number, error: string, headers: Record<string, string> = {}) =>
  Response.json({ error }, { status, headers: { ...NO_STORE, ...headers } });
/** A refusal before the body was read in full closes the connection: the unread rest would stall the next request on it. */
const CLOSE = { connection: 'close' };
/** The same, for a refusal before the body was read at all: what the client is still sending is dropped first. */
async function refuseUnread(request: Request, status: number, error: string, headers: Record<string, string> = {}): Promise<Response> {
  await drainBody(request.body, REFUSED_BODY_DRAIN);
  return refuse(status, error, { ...headers, ...CLOSE });
}

/** The body under the byte cap, as JSON; a Response of 400 or 413 when it is not. */
async function readJson(request: Request): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  const length = request.headers.get('content-length');
  const body = await readLimitedBody(
    new Response(request.body, { headers: length === null ? {} : { 'content-length': length } }),
    MAX_BODY_BYTES,
    undefined,
    REFUSED_BODY_DRAIN,
  );
  if (!body.ok && body.reason === 'too-large') return { ok: false, response: refuse(413, `body is larger than ${MAX_BODY_BYTES} bytes`, CLOSE) };
  if (!body.ok) return { ok: false, response: refuse(400, 'body could not be read') };
  try {
    return { ok: true, value: JSON.parse(body.value) };
  } catch {
    return { ok: false, response: refuse(400, 'body is not JSON') };
  }
}

/** What the webhook names, as the previews hear it: the site paths, not the internal routes they expire. */
const changeOf = (request: RevalidateRequest): ContentChange => ({ tags: request.tags ?? [], paths: request.paths ?? [], all: request.all === true });

/**
 * POST /api/revalidate, the CMS webhook: 503 while no secret is configured, 401 without the right
 * bearer secret (checked before the body is read), 413 over the size cap, 400 for a body that is
 * not JSON or not `{ tags?, paths?, all? }` of known tags and site paths, 503 while the CMS cannot
 * be reached or the shared cache cannot record the expiry. Then expires every tag and the internal paths of every site path, tells
 * the open previews, and answers what it expired. A `draft` change expires nothing: it only tells the previews.
 */
export async function handleRevalidate(request: Request, deps: RevalidateDeps): Promise<Response> {
  if (!deps.secret) return refuseUnread(request, 503, 'revalidation is disabled: REVALIDATE_SECRET is not set on this server');
  if (!isBearer(request.headers.get('authorization'), deps.secret)) {
    return refuseUnread(request, 401, 'missing or wrong bearer secret', { 'www-authenticate': 'Bearer' });
  }
  const json = await readJson(request);
  if (!json.ok) return json.response;
  const parsed = revalidateRequestSchema.safeParse(json.value);
  if (!parsed.success) return refuse(400, z.prettifyError(parsed.error));
  const change = changeOf(parsed.data);
  if (parsed.data.draft) {
    await deps.signalChange(change);
    return Response.json({ signalled: change, now: deps.now() }, { headers: NO_STORE });
  }
  const plan = planRevalidation(parsed.data);
  if (!(await deps.cmsReachable())) {
    return refuse(503, 'the CMS cannot be reached, so nothing was expired (cached pages keep being served); retry later', { 'retry-after': '30' });
  }
  try {
    await deps.recordExpiry([...plan.tags, ...plan.paths.map(softTag)]);
  } catch (error) {
    console.error(`[revalidate] the shared cache could not record the expiry: ${error instanceof Error ? error.message : error}`);
    return refuse(503, 'the shared cache (Redis) could not record the expiry, so nothing was expired; retry later', { 'retry-after': '10' });
  }
  for (const tag of plan.tags) deps.expireTag(tag);
  for (const target of plan.paths) deps.expirePath(target);
  // Published content changed too: previews show it where they have no draft of their own.
  await deps.signalChange(change);
  return Response.json({ revalidated: { tags: plan.tags, paths: plan.paths.map(({ path }) => path) }, now: deps.now() }, { headers: NO_STORE });
}
