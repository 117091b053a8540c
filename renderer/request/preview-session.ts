import 'server-only';
import { cookies, draftMode, headers } from 'next/headers';
import { cache } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import { PREVIEW_PATH_HEADER } from '../preview/preview-headers';
import { maskToken, PREVIEW_COOKIE, previewTokenProblem } from '../preview/preview-token';
import type { PreviewAuth } from './portal-context';
import { checkPreviewToken } from './preview-check';
import { visitorAddressOf } from './visitor-address';

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

export type PreviewStatus =
  | { state: 'off' }
  | { state: 'on'; maskedToken: string }
  /** The CMS refused the token, or (`waitSeconds` > 0) the client is past its refused tokens and was not asked. */
  | { state: 'rejected'; maskedToken: string; waitSeconds: number };

/** Whether this request previews, and whether the CMS accepted the token (asked once per request, counted like the hand-off). */
export const previewStatus = cache(async (locale: LanguageCode): Promise<PreviewStatus> => {
  const preview = await currentPreview();
  if (!preview) return { state: 'off' };
  const maskedToken = maskToken(preview.token);
  const checked = await checkPreviewToken(preview.token, locale, { headers: await headers() });
  if (checked.verdict === 'too-many') return { state: 'rejected', maskedToken, waitSeconds: checked.waitSeconds };
  return checked.verdict === 'refused' ? { state: 'rejected', maskedToken, waitSeconds: 0 } : { state: 'on', maskedToken };
});

/** The client address of a previewer's request, which the CMS is told on its calls; read only in preview, so published pages stay static. */
export const previewerAddress = cache(async (): Promise<string | undefined> =>
  (await currentPreview()) ? visitorAddressOf({ headers: await headers() }) : undefined,
);

/** The address a previewer's page answers at (set by the proxy); read only in preview, so published pages stay static. */
export const previewPagePath = cache(async (): Promise<string | undefined> =>
  (await currentPreview()) ? ((await headers()).get(PREVIEW_PATH_HEADER) ?? undefined) : undefined,
);
