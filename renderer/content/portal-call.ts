import 'server-only';
import { unstable_cache } from 'next/cache';
import type { LanguageCode } from '@/schemas/locale';
import { callPortal, type CallPortalArgs } from '../api/call-portal';
import type { PortalResult } from '../api/call-types';
import type { EndpointData, EndpointName } from '../api/endpoints';
import { PortalError } from '../api/errors';
import { readEnv } from '../config/env';
import { serverPortalContext } from '../server/portal-context';
import { currentPreview } from '../server/preview-session';

export type CachePolicy = { tags: string[] };

/**
 * A server-side portal call. Published answers go through Next's data cache under the getter's tags
 * (refreshed every REVALIDATE_SECONDS and on `revalidateTag`); preview answers never enter it.
 * Failures are not cached: the next request asks again.
 */
export async function portalCall<N extends EndpointName>(
  locale: LanguageCode,
  policy: CachePolicy,
  name: N,
  ...args: CallPortalArgs<N>
): Promise<PortalResult<EndpointData<N>>> {
  const preview = await currentPreview();
  if (preview) {
    const answer = await callPortal(serverPortalContext(locale, preview), name, ...args);
    // A token the CMS refuses gets published content; the preview banner tells the previewer why.
    if (answer[0]?.kind !== 'unauthorized') return answer;
  }
  return publishedCall(locale, policy, name, ...args);
}

async function publishedCall<N extends EndpointName>(
  locale: LanguageCode,
  policy: CachePolicy,
  name: N,
  ...args: CallPortalArgs<N>
): Promise<PortalResult<EndpointData<N>>> {
  const context = serverPortalContext(locale);
  const cached = unstable_cache(
    async () => {
      const [error, data] = await callPortal(context, name, ...args);
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
