import * as z from 'zod/mini';

/**
 * Added to the CMS API by this site: GET /proof-of-work answers an ALTCHA v2 challenge that a lead's `proofOfWork` solves.
 * zod/mini: the browser reads it when a form is first focused. Parameters pass through as they were signed.
 */
export const proofChallengeSchema = z.object({
  parameters: z.looseObject({
    algorithm: z.string().check(z.describe('key derivation of one attempt, e.g. PBKDF2/SHA-256')),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number().check(z.describe('iterations of one attempt')),
    keyLength: z.number(),
    keyPrefix: z.string().check(z.describe('hex the derived key must start with')),
    expiresAt: z.number().check(z.describe('seconds since the epoch after which no proof of it is accepted')),
  }),
  signature: z.string().check(z.describe('HMAC of the parameters by the CMS')),
});
export type ProofChallenge = z.infer<typeof proofChallengeSchema>;
