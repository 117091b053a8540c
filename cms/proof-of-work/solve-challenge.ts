import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { ProofChallenge } from '@/schemas/proof-of-work';
import { encodeProof } from './proof-payload';

/** Solves a challenge in Node (tests, scripts, the cost measurement): the `proofOfWork` a lead carries. */
export async function solveProofChallenge(challenge: ProofChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the proof-of-work challenge was not solved in time');
  return encodeProof({ challenge, solution });
}
