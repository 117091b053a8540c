import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { envelopeSchema } from '@/schemas/envelope';
import type { LanguageCode } from '@/schemas/locale';
import { proofChallengeSchema } from '@/schemas/proof-of-work';
import { apiUrl } from '../../data/api/api-url';
import { errorFromResponse, PortalError } from '../../data/api/errors';
import { fetchTransport } from '../../data/api/transport';

/** A lead's `proofOfWork`, and when its challenge expires (ms since the epoch). */
export type SolvedProof = { proof: string; expiresAt: number };

/**
 * Fetches a proof-of-work challenge and solves it in this tab (Web Crypto's PBKDF2, as fast as a script's).
 * Loaded with a form's first focus or attempt (use-proof-of-work.ts), never with the page.
 */
export async function solveProof(locale: LanguageCode, controller: AbortController): Promise<SolvedProof> {
  const url = apiUrl('', '/proof-of-work', new URLSearchParams({ lang: locale }));
  const response = await fetchTransport(new Request(url, { credentials: 'same-origin', cache: 'no-store', signal: controller.signal }));
  const envelope = envelopeSchema.safeParse(await response.json()).data;
  const error = errorFromResponse(response.status, envelope);
  if (error) throw error;
  const challenge = proofChallengeSchema.safeParse(envelope?.data).data;
  if (!challenge) throw new PortalError('malformed', { status: response.status, detail: 'not a proof-of-work challenge' });
  const solution = await solveChallenge({ challenge, deriveKey, controller });
  if (!solution) throw new PortalError('timeout', { status: 0, detail: 'the proof of work was not solved in time' });
  return { proof: btoa(JSON.stringify({ challenge, solution })), expiresAt: challenge.parameters.expiresAt * 1000 };
}
