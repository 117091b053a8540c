import 'server-only';
import { unstable_cache } from 'next/cache';
import type { LanguageCode } from '@/schemas/locale';
import { callPortal, type CallPortalArgs } from '../api/call-portal';
import type { PortalResult } from '../api/call-types';
import type { EndpointData, EndpointName } from '../api/endpoints';
import { PortalError } from '../api/errors';
import { readEnv } from '../config/env';
import { serverPortalContext } from '../request/portal-context';
import { notePageTags } from '../preview/live/change-signal';
import { currentPreview, previewerAddress, previewPagePath, renderDeadline } from '../preview/preview-session';
import { createTimeoutMemory } from './timeout-memory';

/**
 * `tags` name what refreshes the answer; `uncached` is for arguments a visitor can vary without bound (a free-text
 * search), whose answers would each be a data-cache entry of their own: those are asked of the CMS every time.
 */
export type CachePolicy = { tags: string[]; uncached?: boolean };

/** One per server process: a call that just timed out is not waited for again at once (timeout-memory.ts). */
const withTimeoutMemory = createTimeoutMemory();

/**
 * A server-side portal call. Published answers go through Next's data cache under the getter's tags
 * (refreshed every REVALIDATE_SECONDS and on `revalidateTag`) unless the policy says `uncached`; preview answers never enter it.
 * Failures are not cached: the next request asks again (but a timeout is answered at once for a few seconds).
 */
export async function portalCall<N extends EndpointName>(
  locale: LanguageCode,
  policy: CachePolicy,
  name: N,
  ...args: CallPortalArgs<N>
): Promise<PortalResult<EndpointData<N>>> {
  const preview = await currentPreview();
  const key = JSON.stringify([name, locale, args]);
  if (preview) {
    const path = await previewPagePath();
    // What the page reads decides which changes refresh its live preview.
    if (path) notePageTags({ locale, path, tags: policy.tags });
    const context = { ...serverPortalContext(locale, preview, await previewerAddress()), deadline: await renderDeadline() };
    const answer = await withTimeoutMemory(`preview ${key}`, () => callPortal(context, name, ...args));
    // A token the CMS refuses gets published content; the preview banner tells the previewer why.
    if (answer[0]?.kind !== 'unauthorized') return answer;
  }
  return publishedCall(key, locale, policy, name, ...args);
}

/** The timeout memory sits inside the data cache, so a page carries every answer's tags and lifetime, a remembered timeout's too. */
async function publishedCall<N extends EndpointName>(
  key: string,
  locale: LanguageCode,
  policy: CachePolicy,
  name: N,
  ...args: CallPortalArgs<N>
): Promise<PortalResult<EndpointData<N>>> {
  const context = { ...serverPortalContext(locale), deadline: await renderDeadline() };
  const call = () => withTimeoutMemory(`published ${key}`, () => callPortal(context, name, ...args));
  if (policy.uncached) return call();
  const cached = unstable_cache(
    async () => {
      const [error, data] = await call();
      if (error) throw error;
      return data;
    },
    // The CMS origin is part of the key: a build pointed at another CMS must not serve the first one's answers.
    ['portal', context.baseUrl, name, locale, JSON.stringify(args)],
    { tags: policy.tags, revalidate: readEnv().REVALIDATE_SECONDS },
  );
  try {
    return [null, await cached()];
  } catch (error) {
    if (error instanceof PortalError) return [error, undefined];
    throw error;
  }
}
