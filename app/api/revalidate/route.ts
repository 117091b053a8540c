import { revalidatePath, revalidateTag } from 'next/cache';
import { readEnv } from '@/renderer/config/env';
import { handleRevalidate } from '@/renderer/server/revalidate/handle-revalidate';

/**
 * The CMS webhook. `{ expire: 0 }` expires a tag at once, so the next request renders fresh content;
 * Next 16's `'max'` would serve the old page once more while it refreshes in the background.
 */
export function POST(request: Request): Promise<Response> {
  return handleRevalidate(request, {
    secret: readEnv().REVALIDATE_SECRET,
    expireTag: (tag) => revalidateTag(tag, { expire: 0 }),
    expirePath: ({ path, type }) => revalidatePath(path, type),
    now: Date.now,
  });
}
