import { verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { LanguageCode } from '@/schemas/locale';
import type { Db } from '../db/database';
import { sharedSecret } from '../db/secrets';
import { spendProof } from '../db/spent-proofs';
import { serverText } from '../forms/messages';
import { CmsFailure } from '../http/envelope';
import { decodeProof } from './proof-payload';
import { PROOF_POLICY } from './proof-policy';

/**
 * A lead's proof of work: a solved challenge this CMS signed, unexpired, and spent by no other submission
 * (a retry of the same one, same idempotency key, may carry it again). Refused with 42200003.
 */
export async function spendProofOfWork(db: Db, proof: string, idempotencyKey: string, locale: LanguageCode, now = Date.now()): Promise<void> {
  const refused = new CmsFailure('botSuspected', serverText(locale, 'proofRefused'));
  const payload = decodeProof(proof);
  if (!payload) throw refused;
  const { challenge, solution } = payload;
  const verdict = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: sharedSecret(db, PROOF_POLICY.secretName) });
  if (!verdict.verified) throw refused;
  if (spendProof(db, challenge.signature, idempotencyKey, challenge.parameters.expiresAt * 1000, now) === 'reused') throw refused;
}
