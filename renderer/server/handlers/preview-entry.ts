import 'server-only';
import { cookies, draftMode } from 'next/headers';
import { FALLBACK_LANGUAGE, languageCodeSchema, type LanguageCode } from '@/schemas/locale';
import { readEnv } from '../../data/config/env';
import { htmlLang } from '../../i18n/messages';
import { getTranslator } from '../../i18n/server-intl';
import type { MessageKey } from '../../i18n/messages';
import { PREVIEW_LOCALE_HEADER, PREVIEW_RETURN_HEADER, PREVIEW_TOKEN_HEADER } from '../../data/preview/preview-headers';
import { PREVIEW_COOKIE, previewTokenProblem, safeReturnPath } from '../../data/preview/preview-token';
import { checkPreviewToken, previewGuessesFor } from '../../data/preview/preview-check';
import { handedDeadline } from '../../data/request/request-deadline';
import { PRIVATE_HEADERS } from './private-headers';

const redirectTo = (path: string) => new Response(null, { status: 303, headers: { ...PRIVATE_HEADERS, location: path } });

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** Why preview did not start: a token no header can carry, one the CMS refused, a CMS that could not be asked, or too many refusals. */
const REFUSALS = {
  unusable: { status: 400, body: 'preview.refused.body' },
  unknown: { status: 403, body: 'preview.invalidToken' },
  unchecked: { status: 503, body: 'preview.refused.unchecked' },
  tooMany: { status: 429, body: 'preview.refused.tooMany' },
} as const satisfies Record<string, { status: number; body: MessageKey }>;

function refusedPage(locale: LanguageCode, returnTo: string, reason: keyof typeof REFUSALS, headers: Record<string, string> = {}): Response {
  const { status, body } = REFUSALS[reason];
  const t = getTranslator(locale);
  const html = `<!doctype html><html lang="${htmlLang[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t('preview.refused.title'))}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.6"><h1>${escapeHtml(t('preview.refused.title'))}</h1><p>${escapeHtml(t(body))}</p><p><a href="${escapeHtml(returnTo)}">${escapeHtml(t('preview.refused.continue'))}</a></p></body></html>`;
  return new Response(html, { status, headers: { ...PRIVATE_HEADERS, 'content-type': 'text/html; charset=utf-8', ...headers } });
}

/**
 * GET /api/preview/enter (reached through the proxy from any address with `ispreview` and `pretoken`):
 * asks the CMS whether it accepts the token, and only then moves it into an httpOnly cookie, turns on
 * draft mode (whose cookie would let anyone regenerate or bypass cached pages) and redirects to the same
 * address without the parameters, so the token stays out of history, shared links and Referer headers.
 * A client with too many refused tokens is turned away before its token is looked at.
 */
export async function enterPreview(request: Request, guesses = previewGuessesFor(request)): Promise<Response> {
  const returnTo = safeReturnPath(request.headers.get(PREVIEW_RETURN_HEADER));
  const locale = languageCodeSchema.catch(FALLBACK_LANGUAGE).parse(request.headers.get(PREVIEW_LOCALE_HEADER));
  const wait = guesses.waitSeconds();
  if (wait > 0) return refusedPage(locale, returnTo, 'tooMany', { 'retry-after': String(wait) });
  const token = request.headers.get(PREVIEW_TOKEN_HEADER) ?? '';
  if (previewTokenProblem(token) !== null) return refusedPage(locale, returnTo, 'unusable');
  const checked = await checkPreviewToken(token, locale, request, { deadline: handedDeadline(request.headers), guesses });
  if (checked.verdict === 'too-many') return refusedPage(locale, returnTo, 'tooMany', { 'retry-after': String(checked.waitSeconds) });
  if (checked.verdict !== 'accepted') return refusedPage(locale, returnTo, checked.verdict === 'refused' ? 'unknown' : 'unchecked');
  (await draftMode()).enable();
  (await cookies()).set(PREVIEW_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: readEnv().SITE_URL_SCHEME === 'https',
  });
  return redirectTo(returnTo);
}

/** POST /api/preview/exit (the banner's close control): clears draft mode and the token, back to the same page. */
export async function exitPreview(request: Request): Promise<Response> {
  // The form holds one short path; anything bigger or of unknown size is not read.
  const size = Number(request.headers.get('content-length') ?? Infinity);
  const form = size <= 4096 ? await request.formData().catch(() => null) : null;
  const returned = form?.get('return');
  (await draftMode()).disable();
  (await cookies()).delete(PREVIEW_COOKIE);
  return redirectTo(safeReturnPath(typeof returned === 'string' ? returned : null));
}
