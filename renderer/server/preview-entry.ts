import 'server-only';
import { cookies, draftMode } from 'next/headers';
import { FALLBACK_LANGUAGE, languageCodeSchema, type LanguageCode } from '@/schemas/locale';
import { readEnv } from '../config/env';
import { htmlLang } from '../i18n/messages';
import { getTranslator } from '../i18n/server-intl';
import { PREVIEW_LOCALE_HEADER, PREVIEW_RETURN_HEADER } from '../preview/preview-headers';
import { PREVIEW_COOKIE, PREVIEW_TOKEN_PARAM, previewTokenProblem, safeReturnPath } from '../preview/preview-token';


const PRIVATE = { 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer', 'x-robots-tag': 'noindex' };

const redirectTo = (path: string) => new Response(null, { status: 303, headers: { ...PRIVATE, location: path } });

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

function refusedPage(locale: LanguageCode, returnTo: string): Response {
  const t = getTranslator(locale);
  const html = `<!doctype html><html lang="${htmlLang[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t('preview.refused.title'))}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.6"><h1>${escapeHtml(t('preview.refused.title'))}</h1><p>${escapeHtml(t('preview.refused.body'))}</p><p><a href="${escapeHtml(returnTo)}">${escapeHtml(t('preview.refused.continue'))}</a></p></body></html>`;
  return new Response(html, { status: 400, headers: { ...PRIVATE, 'content-type': 'text/html; charset=utf-8' } });
}

/**
 * GET /api/preview/enter (reached through the proxy from any address with `ispreview` and `pretoken`):
 * moves the token into an httpOnly cookie, turns on draft mode, and redirects to the same address
 * without the parameters, so the token stays out of history, shared links and Referer headers.
 */
export async function enterPreview(request: Request): Promise<Response> {
  const returnTo = safeReturnPath(request.headers.get(PREVIEW_RETURN_HEADER));
  const locale = languageCodeSchema.catch(FALLBACK_LANGUAGE).parse(request.headers.get(PREVIEW_LOCALE_HEADER));
  const token = new URL(request.url).searchParams.get(PREVIEW_TOKEN_PARAM) ?? '';
  if (previewTokenProblem(token) !== null) return refusedPage(locale, returnTo);
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
