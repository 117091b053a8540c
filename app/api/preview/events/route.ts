import { readEnv } from '@/renderer/config/env';
import { handleChangeEvents } from '@/renderer/handlers/change-events';
import { changesHeard, subscribeChanges } from '@/renderer/live-preview/change-signal';
import { STREAM_TIMING, createSlots } from '@/renderer/live-preview/change-stream';
import { pageTagsOf } from '@/renderer/live-preview/page-tags';
import { signalFixtureEdits } from '@/renderer/live-preview/fixture-changes';
import { visitorKeyOf } from '@/renderer/request/visitor-address';
import { previewStatus } from '@/renderer/request/preview-session';
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
