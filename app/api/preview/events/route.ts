import { readEnv } from '@/renderer/data/config/env';
import { handleChangeEvents } from '@/renderer/server/handlers/change-events';
import { changesHeard, subscribeChanges } from '@/renderer/data/preview/live/change-signal';
import { STREAM_TIMING, createSlots } from '@/renderer/data/preview/live/change-stream';
import { pageTagsOf } from '@/renderer/data/preview/live/page-tags';
import { signalFixtureEdits } from '@/renderer/data/preview/live/fixture-changes';
import { visitorKeyOf } from '@/renderer/data/request/visitor-address';
import { previewStatus } from '@/renderer/data/preview/preview-session';
import { FALLBACK_LANGUAGE } from '@/schemas/locale';

export const dynamic = 'force-dynamic';

/** This instance's open streams. */
const slots = createSlots();

export function GET(request: Request): Promise<Response> {
  signalFixtureEdits();
  const env = readEnv();
  return handleChangeEvents(request, {
    // The token check does not depend on the language asked in.
    previewStatus: () => previewStatus(FALLBACK_LANGUAGE),
    address: visitorKeyOf(request) ?? 'unknown',
    slots,
    limits: { ...STREAM_TIMING, perAddress: env.LIVE_PREVIEW_STREAMS_PER_ADDRESS, total: env.LIVE_PREVIEW_STREAMS },
    subscribe: subscribeChanges,
    pageTags: pageTagsOf,
    heard: changesHeard,
  });
}

/** Headers only: checked like a GET, and no stream opened. */
export const HEAD = GET;
