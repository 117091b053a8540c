import 'server-only';
import { cookies, draftMode, headers } from 'next/headers';
import { cache } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import { PREVIEW_PATH_HEADER } from './preview-headers';
import { maskToken, PREVIEW_COOKIE, previewTokenProblem } from './preview-token';
import type { PreviewAuth } from '../request/portal-context';
import { checkPreviewToken } from './preview-check';
import { deadlineFromNow, handedDeadline } from '../request/request-deadline';
import { visitorAddressOf } from '../request/visitor-address';

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

/**
 * When this render's CMS calls give up, shared by all of them (calls that wait one after another, the page and
 * then its error page, do not each get a budget). A previewer's is the one the proxy started with its token
 * check; a published render, which reads no request headers, counts one budget from its first call. A deadline,
 * not a timer: a timer pending after the render would keep the render in memory until it fired.
 */
export const renderDeadline = cache(async (): Promise<number> => ((await currentPreview()) ? handedDeadline(await headers()) : deadlineFromNow()));

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
  const checked = await checkPreviewToken(preview.token, locale, { headers: await headers() }, { deadline: await renderDeadline() });
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
