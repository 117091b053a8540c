import { peekCaptcha } from '../db/captchas';
import type { Db } from '../db/database';
import { endFill, fillStartedAt, noteFill, pruneFills } from '../db/form-fills';

/** A person needs longer than this to fill in a form; naive bots post at once (docs/forms.md). */
export const MIN_FILL_MS = 3000;

export const FILL_POLICY = {
  /** A fill lasts this long after the visitor's latest image; a form left longer starts its time again. */
  ttlMs: 30 * 60_000,
  /** Fills kept at once. Past it the oldest go, which only makes the check stricter (see `isTooFast`). */
  maxLive: 100_000,
} as const;

/** Called for every image issued: the first one of a fill is when the form was shown. */
export function noteFormShown(db: Db, visitor: string, now: number): void {
  pruneFills(db, now, FILL_POLICY.maxLive - 1);
  noteFill(db, visitor, now, FILL_POLICY.ttlMs);
}

/**
 * Sent sooner than a person could, by the server's clock alone: since the first image of this fill, or,
 * if the fill is gone, since the current image (later, so stricter). The browser's `startedAt` is not
 * trusted; a visitor with neither is left to the captcha check, which refuses it.
 */
export function isTooFast(db: Db, visitor: string | undefined, now: number): boolean {
  if (visitor === undefined) return false;
  const shownAt = fillStartedAt(db, visitor, now) ?? peekCaptcha(db, visitor)?.issuedAt;
  return shownAt !== undefined && now - shownAt < MIN_FILL_MS;
}

/** A stored lead ends the fill: the visitor's next form counts from its own first image. */
export const finishFill = endFill;
