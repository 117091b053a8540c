import type { Envelope } from '@/schemas/envelope';
import type { LanguageCode } from '@/schemas/locale';
import { captchaImageUrl } from '../../data/api/captcha-url';
import { errorFromResponse, type PortalError } from '../../data/api/errors';
import { fetchTransport } from '../../data/api/transport';

/** A captcha image, or why there is none: the server's refusal (429 'requested too frequently') or a load failure. */
export type CaptchaLoad = { ok: true; image: Blob } | { ok: false; error: PortalError | undefined };

/** A refusal's envelope; its schema (and zod with it) loads only then, not with the form page. */
async function envelopeOf(response: Response): Promise<Envelope | undefined> {
  try {
    const { envelopeSchema } = await import('@/schemas/envelope');
    return envelopeSchema.safeParse(await response.json()).data;
  } catch {
    return undefined;
  }
}

/**
 * GETs the picture-code path with a fresh cache-buster (the answer is bound to the visitor's cookie).
 * Fetched rather than set as an <img> src so a refusal's status and message reach the visitor.
 */
export async function loadCaptcha(locale: LanguageCode, signal: AbortSignal): Promise<CaptchaLoad> {
  try {
    const request = new Request(captchaImageUrl('', locale), { credentials: 'same-origin', cache: 'no-store', signal });
    const response = await fetchTransport(request);
    const type = response.headers.get('content-type') ?? '';
    if (response.ok && type.startsWith('image/')) return { ok: true, image: await response.blob() };
    const envelope = /json/i.test(type) ? await envelopeOf(response) : undefined;
    return { ok: false, error: errorFromResponse(response.status, envelope) ?? undefined };
  } catch {
    return { ok: false, error: undefined };
  }
}
