import type { LanguageCode } from '@/schemas/locale';
import { callPortal } from '../api/call-portal';
import { previewGuessesOf } from '../request/embedded-cms';
import { peerAddressOf } from '../request/peer-address';
import { serverPortalContext } from '../request/portal-context';
import { visitorAddressOf } from '../request/visitor-address';

/** One client's refused preview tokens (the embedded CMS's count, which its own API also keeps). */
export type PreviewGuesses = ReturnType<typeof previewGuessesOf>;

export type TokenVerdict = { verdict: 'accepted' | 'refused' | 'unchecked' } | { verdict: 'too-many'; waitSeconds: number };

/** The refused-token count of the client `request` comes from: one count for every door (hand-off, pages, live preview, the API). */
export const previewGuessesFor = (request: Pick<Request, 'headers'>): PreviewGuesses => previewGuessesOf(request, { remoteAddress: peerAddressOf(request) });

/**
 * Whether the CMS accepts `token` from the client `request` comes from. A client past its refused tokens is
 * answered 'too-many' before the token is looked at; a refusal is counted against it; an external CMS is told
 * who the client is (X-Forwarded-For), so its own limits count that client and not the site. The call gives up
 * at `deadline`, the request's (request-deadline.ts): a CMS that cannot answer in time leaves it 'unchecked'.
 */
export async function checkPreviewToken(
  token: string,
  locale: LanguageCode,
  request: Pick<Request, 'headers'>,
  { deadline, guesses = previewGuessesFor(request) }: { deadline: number; guesses?: PreviewGuesses },
): Promise<TokenVerdict> {
  const waitSeconds = guesses.waitSeconds();
  if (waitSeconds > 0) return { verdict: 'too-many', waitSeconds };
  const [error] = await callPortal({ ...serverPortalContext(locale, { token }, visitorAddressOf(request)), deadline }, 'website');
  if (error?.kind === 'unauthorized') guesses.refused();
  return { verdict: error === null ? 'accepted' : error.kind === 'unauthorized' ? 'refused' : 'unchecked' };
}
