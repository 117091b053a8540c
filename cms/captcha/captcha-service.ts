import { timingSafeEqual } from 'node:crypto';
import { PICTURE_TYPE } from '@/schemas/form-limits';
import { DEFAULT_CAPTCHA_IMAGES_PER_ADDRESS, readCmsConfig } from '../config';
import type { Db } from '../db/database';
import { countCaptchas, evictFromHeaviest, peekCaptcha, pruneCaptchas, putCaptcha, takeCaptcha, type StoredCaptcha } from '../db/captchas';
import { noteFormShown } from '../forms/fill-time';
import { serverText, type ServerTextKey } from '../forms/messages';
import { CmsFailure } from '../http/envelope';
import type { RouteContext } from '../http/route';
import { normalizeCode, randomCode } from './alphabet';
import { networkKey, UNKNOWN_ADDRESS } from './address-key';
import { clientAddress, isHttps } from './client-address';
import { drawCaptchaJpeg } from './draw-raster';
import { WindowLimiter } from './rate-limit';
import { newVisitorId, visitorCookie, visitorOf } from './visitor';

/** Bounds of the captcha (docs/forms.md). */
export const CAPTCHA_POLICY = {
  /** An answer is good for 5 minutes. */
  ttlMs: 5 * 60_000,
  /** Images per visitor cookie per minute. */
  perVisitor: 10,
  /** Images per client address (an IPv6 /64) per minute by default; offices share one address (CMS_CAPTCHA_IMAGES_PER_ADDRESS). */
  perAddress: DEFAULT_CAPTCHA_IMAGES_PER_ADDRESS,
  windowMs: 60_000,
  /** Unexpired answers kept at once; past it the network holding the most loses its oldest, so no one client locks the others out. */
  maxLive: 20_000,
} as const;

const byVisitor = new WindowLimiter(CAPTCHA_POLICY.perVisitor, CAPTCHA_POLICY.windowMs);
const byAddress = new WindowLimiter(CAPTCHA_POLICY.perAddress, CAPTCHA_POLICY.windowMs);

const IMAGE_HEADERS = {
  'content-type': 'image/jpeg',
  'cache-control': 'no-store, max-age=0',
  'x-content-type-options': 'nosniff',
  // Opened on its own, the image may not run or load anything.
  'content-security-policy': "default-src 'none'",
};

/** GET /picture-code: a new code for this visitor, drawn as a noisy raster image; the answer stays in the database. */
export async function issueCaptcha({ request, connection, locale, query }: RouteContext, db: Db, now = Date.now()): Promise<Response> {
  const pictureType = query.get('pictureType');
  if (pictureType !== null && pictureType !== PICTURE_TYPE) throw new CmsFailure('badRequest', serverText(locale, 'badPictureType'));
  const config = readCmsConfig();
  const known = visitorOf(request);
  const visitor = known ?? newVisitorId();
  // Requests of unknown address (no peer hook, the image optimiser) share one window rather than escape it.
  const address = clientAddress(request, connection, config.trustedProxies) ?? UNKNOWN_ADDRESS;
  // Both limits are counted before anything is stored.
  const visitorOk = byVisitor.hit(visitor, now);
  const addressOk = byAddress.hit(address, now, config.captchaImagesPerAddress);
  if (!visitorOk || !addressOk) throw new CmsFailure('tooManyRequests', serverText(locale, 'captchaTooFrequent'));

  const code = randomCode();
  const image = await drawCaptchaJpeg(code);
  db.transaction(() => {
    storeAnswer(db, visitor, address, { answer: code, issuedAt: now, expiresAt: now + CAPTCHA_POLICY.ttlMs });
    noteFormShown(db, visitor, now);
  }).immediate();
  const headers = new Headers(IMAGE_HEADERS);
  if (!known) headers.set('set-cookie', visitorCookie(visitor, isHttps(request, config.trustedProxies)));
  return new Response(new Uint8Array(image), { status: 200, headers });
}

/**
 * Stores the answer within the global cap: a full table makes room from the network (`networkKey` of the
 * client's `address`) holding the most, so spreading answers over the addresses of one network gains nothing.
 */
export function storeAnswer(db: Db, visitor: string, address: string, captcha: StoredCaptcha): void {
  pruneCaptchas(db, captcha.issuedAt);
  const excess = countCaptchas(db) - CAPTCHA_POLICY.maxLive + 1;
  // A visitor that already has an answer replaces it and needs no room.
  if (excess > 0 && peekCaptcha(db, visitor) === undefined) evictFromHeaviest(db, excess);
  putCaptcha(db, visitor, captcha, networkKey(address));
}

const sameCode = (a: string, b: string): boolean => {
  const [x, y] = [Buffer.from(normalizeCode(a)), Buffer.from(normalizeCode(b))];
  return x.length === y.length && timingSafeEqual(x, y);
};

export type CaptchaVerdict = { ok: true } | { ok: false; reason: Extract<ServerTextKey, 'captchaWrong' | 'captchaExpired' | 'captchaMissing'> };

/** Checks and deletes the visitor's answer, right or wrong, so it can be neither replayed nor guessed twice. */
export function checkCaptcha(db: Db, visitor: string | undefined, typed: string, now = Date.now()): CaptchaVerdict {
  if (visitor === undefined) return { ok: false, reason: 'captchaMissing' };
  const stored = takeCaptcha(db, visitor);
  if (!stored) return { ok: false, reason: 'captchaWrong' };
  if (stored.expiresAt <= now) return { ok: false, reason: 'captchaExpired' };
  return sameCode(stored.answer, typed) ? { ok: true } : { ok: false, reason: 'captchaWrong' };
}

let warned = false;

/** GET /picture-code/test-answer: the visitor's current code, for end-to-end tests; absent unless CMS_CAPTCHA_TEST_HOOK=1. */
export function captchaTestAnswer({ request, locale }: RouteContext, db: Db, now = Date.now()): { code: string } {
  if (!readCmsConfig().captchaTestHook) throw new CmsFailure('notFound', 'no endpoint at /picture-code/test-answer');
  if (!warned) {
    console.warn('[cms] CMS_CAPTCHA_TEST_HOOK=1: captcha answers are readable over HTTP; never set it in production');
    warned = true;
  }
  const visitor = visitorOf(request);
  const stored = visitor === undefined ? undefined : peekCaptcha(db, visitor);
  if (!stored || stored.expiresAt <= now) throw new CmsFailure('notFound', serverText(locale, 'captchaMissing'));
  return { code: stored.answer };
}

/** Forgets every rate-limit window (tests, and the reliability script's restarts). */
export function resetCaptchaLimits(): void {
  byVisitor.reset();
  byAddress.reset();
}
