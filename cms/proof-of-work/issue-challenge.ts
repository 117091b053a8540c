import { createChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { readCmsConfig } from '../config';
import type { Db } from '../db/database';
import { sharedSecret } from '../db/secrets';
import { PROOF_POLICY } from './proof-policy';

/** GET /proof-of-work: a signed challenge, stateless until spent; CMS_PROOF_OF_WORK_COST sets its cost. */
export function issueChallenge(db: Db, now = Date.now()): Promise<Challenge> {
  return createChallenge({
    algorithm: PROOF_POLICY.algorithm,
    cost: readCmsConfig().proofOfWorkCost,
    deriveKey,
    keyPrefix: PROOF_POLICY.keyPrefix,
    expiresAt: Math.floor((now + PROOF_POLICY.ttlMs) / 1000),
    hmacSignatureSecret: sharedSecret(db, PROOF_POLICY.secretName),
  });
}
