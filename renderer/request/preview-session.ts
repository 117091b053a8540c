import 'server-only';
import { cookies, draftMode, headers } from 'next/headers';
import { cache } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import { callPortal } from '../api/call-portal';
import { PREVIEW_PATH_HEADER } from '../preview/preview-headers';
import { maskToken, PREVIEW_COOKIE, previewTokenProblem } from '../preview/preview-token';
import { serverPortalContext, type PreviewAuth } from './portal-context';

/**
 * The preview of this request, if any: Next's draft mode (which already keeps the response out of
 * the page cache) plus the token cookie set by /api/preview/enter. Cookies are read only in draft
 * mode, so published pages stay static.
 */
export const currentPreview = cache(async (): Promise<PreviewAuth | undefined> => {
  if (!(await draftMode()).isEnabled) return undefined;
  const token = (await cookies()).get(PREVIEW_COOKIE)?.value;
  return token && previewTokenProblem(token) === null ? { token } : undefined;
});

export type PreviewStatus = { state: 'off' } | { state: 'on' | 'rejected'; maskedToken: string };

/** Whether this request previews, and whether the CMS accepted the token (asked once per request). */
export const previewStatus = cache(async (locale: LanguageCode): Promise<PreviewStatus> => {
  const preview = await currentPreview();
  if (!preview) return { state: 'off' };
  const [error] = await callPortal(serverPortalContext(locale, preview), 'website');
  return { state: error?.kind === 'unauthorized' ? 'rejected' : 'on', maskedToken: maskToken(preview.token) };
});

/** The address a previewer's page answers at (set by the proxy); read only in preview, so published pages stay static. */
export const previewPagePath = cache(async (): Promise<string | undefined> =>
  (await currentPreview()) ? ((await headers()).get(PREVIEW_PATH_HEADER) ?? undefined) : undefined,
);
