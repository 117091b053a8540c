import { z } from 'zod';
import { languageCodeSchema } from '@/schemas/locale';
import type { PreviewStatus } from '../../data/preview/preview-session';
import { changeStream, takeSlot, type StreamDeps, type StreamLimits, type StreamSlots } from '../../data/preview/live/change-stream';
import { touchesPage } from '../../data/preview/live/touches-page';
import { sitePathSchema } from './revalidate/request-schema';

export type ChangeEventsDeps = {
  /** Whether this request previews with a token the CMS accepted. */
  previewStatus: () => Promise<PreviewStatus>;
  /** The client, as per-address limits count it (behind trusted proxies, the address they give). */
  address: string;
  slots: StreamSlots;
  limits: StreamLimits;
  subscribe: StreamDeps['subscribe'];
  /** The cache tags known to be read by a page (page-tags.ts). */
  pageTags: (locale: string, path: string) => ReadonlySet<string> | undefined;
  /** Settles once changes from every instance reach this one: an open stream then misses none. */
  heard: () => Promise<void>;
};

/** The page a stream is for (`?locale=EN_US&path=/product/enterprise-cloud`); a stream for no page hears every change. */
const pageQuerySchema = z
  .strictObject({ locale: languageCodeSchema, path: sitePathSchema })
  .partial()
  .refine((query) => (query.locale === undefined) === (query.path === undefined));

/** An event stream's headers: nginx passes it on as it is written (deploy/nginx.conf also turns buffering off for it). */
const STREAM_HEADERS = { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store, no-transform', 'x-accel-buffering': 'no' };

const refuse = (status: number, error: string, headers: Record<string, string> = {}) =>
  Response.json({ error }, { status, headers: { 'cache-control': 'no-store', ...headers } });

/**
 * GET /api/preview/events: the change stream of a previewer's page, carrying the changes that touch it. 401 without the preview cookie of a token
 * the CMS accepts (visitors never get a connection), 429 for a client past its refused tokens, 400 for a page named wrong, 429 past the streams
 * of one client, 503 past the instance's; otherwise `text/event-stream`, unbuffered by proxies, until the client goes or the lifetime ends.
 * A HEAD gets the same checks and the stream's headers, and no stream.
 */
export async function handleChangeEvents(request: Request, deps: ChangeEventsDeps): Promise<Response> {
  const status = await deps.previewStatus();
  if (status.state === 'rejected' && status.waitSeconds > 0) {
    return refuse(429, 'too many refused preview tokens from this address; try again later', { 'retry-after': String(status.waitSeconds) });
  }
  if (status.state !== 'on') return refuse(401, 'live preview needs an accepted preview token (open the preview link first)');
  const page = pageQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!page.success) return refuse(400, 'name the page as ?locale=EN_US&path=/product/enterprise-cloud, or neither');
  const { locale, path } = page.data;
  // A HEAD learns what a GET would get, without a stream to open or a slot to hold.
  if (request.method === 'HEAD') return new Response(null, { headers: STREAM_HEADERS });
  const touches: StreamDeps['touches'] = locale && path ? (change) => touchesPage(change, { locale, path, tags: deps.pageTags(locale, path) }) : () => true;
  const slot = takeSlot(deps.slots, deps.address, deps.limits);
  if ('full' in slot) {
    return slot.full === 'address'
      ? refuse(429, 'too many live previews from this address; close some preview tabs', { 'retry-after': '30' })
      : refuse(503, 'too many live previews on this server just now', { 'retry-after': '30' });
  }
  await deps.heard();
  const body = changeStream({ subscribe: deps.subscribe, touches, closed: request.signal, release: slot.release, limits: deps.limits });
  return new Response(body, { headers: STREAM_HEADERS });
}
