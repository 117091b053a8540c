import { clientAddress } from '../captcha/client-address';
import { WindowLimiter } from '../captcha/rate-limit';
import { DEFAULT_PREVIEW_GUESSES_PER_ADDRESS, readCmsConfig } from '../config';
import type { CmsConnection } from './route';

/** Refused preview tokens allowed per client address (CMS_PREVIEW_GUESSES_PER_ADDRESS); then every try waits out the window (docs/preview.md). */
export const PREVIEW_GUESS_POLICY = { refusals: DEFAULT_PREVIEW_GUESSES_PER_ADDRESS, windowMs: 10 * 60_000 } as const;

declare global {
  // One count per process, whichever bundle counts: the request proxy, the hand-off and the API share it.
  var cloudPortalPreviewRefusals: WindowLimiter | undefined;
}

const refusals = (): WindowLimiter =>
  (globalThis.cloudPortalPreviewRefusals ??= new WindowLimiter(PREVIEW_GUESS_POLICY.refusals, PREVIEW_GUESS_POLICY.windowMs));

/** One client's refused preview tokens. */
export type PreviewGuesses = {
  /** Seconds until the client may try a token again; 0 when it may now. */
  waitSeconds(): number;
  /** Counts one token that was refused. */
  refused(): void;
};

/**
 * The refused-token count of the request's client, found like the captcha's (socket, or X-Forwarded-For
 * per CMS_TRUSTED_PROXIES). A call with no address (the site's own server, in-process) is not limited here:
 * the site counts the checks it makes for a visitor itself, in this same count.
 */
export function previewGuessesOf(request: Pick<Request, 'headers'>, connection: CmsConnection, now = Date.now()): PreviewGuesses {
  const { trustedProxies, previewGuessesPerAddress: limit } = readCmsConfig();
  const address = clientAddress(request, connection, trustedProxies);
  return {
    waitSeconds: () => (address === undefined ? 0 : Math.ceil(refusals().waitMs(address, now, limit) / 1000)),
    refused: () => {
      if (address !== undefined) refusals().hit(address, now, limit);
    },
  };
}
