import { timingSafeEqual } from 'node:crypto';
import { CmsFailure } from './envelope';
import type { PreviewGuesses } from './preview-guesses';

const PRE_AUTHORIZATION = 'pre-authorization';
const PREVIEW = 'x-portal-preview';

const sameToken = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * Whether a request may see drafts: it carries the preview header and a configured token.
 * A token the CMS does not know is refused (401) rather than silently served published content,
 * so the previewer learns the link is wrong; a client with too many refusals gets 429 before its
 * token is even compared, so guessing is slow.
 */
export function readPreview(request: Request, tokens: () => readonly string[], guessesOf: () => PreviewGuesses): boolean {
  const token = request.headers.get(PRE_AUTHORIZATION);
  if (token === null && !request.headers.has(PREVIEW)) return false;
  // Looked up only here: every CMS call reads the preview headers, and most carry none.
  const guesses = guessesOf();
  const wait = guesses.waitSeconds();
  if (wait > 0) throw new CmsFailure('tooManyRequests', 'too many refused preview tokens; try again later', { 'retry-after': String(wait) });
  if (!token || !tokens().some((known) => sameToken(known, token))) {
    guesses.refused();
    throw new CmsFailure('unauthorized', 'the preview token is not valid');
  }
  return true;
}

/** What a reader may see: published content, and drafts in preview. */
export const isVisible = (item: { status: string }, preview: boolean) => item.status === 'published' || (preview && item.status === 'draft');
