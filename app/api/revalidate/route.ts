import { revalidatePath, revalidateTag } from 'next/cache';
import { readEnv } from '@/renderer/data/config/env';
import { fetchPublishedSiteInfo } from '@/renderer/data/content/site-info';
import { handleRevalidate } from '@/renderer/server/handlers/revalidate/handle-revalidate';
import { recordSharedExpiry } from '@/renderer/data/request/shared-cache';
import { publishChange } from '@/renderer/data/preview/live/change-signal';

/**
 * The CMS webhook. `{ expire: 0 }` expires a tag at once, so the next request renders fresh content;
 * Next 16's `'max'` would serve the old page once more while it refreshes in the background.
 */
export function POST(request: Request): Promise<Response> {
  return handleRevalidate(request, {
    secret: readEnv().REVALIDATE_SECRET,
    expireTag: (tag) => revalidateTag(tag, { expire: 0 }),
    expirePath: ({ path, type }) => revalidatePath(path, type),
    recordExpiry: (tags) => recordSharedExpiry(tags),
    signalChange: publishChange,
    cmsReachable: async () => (await fetchPublishedSiteInfo())[0] === null,
    now: Date.now,
  });
}
