import { z } from 'zod';

/** An ALTCHA v2 challenge as issued; its parameters pass through untouched, as they were signed. */
export const challengeSchema = z.object({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    expiresAt: z.number(),
  }),
  signature: z.string(),
});
export type ProofChallenge = z.infer<typeof challengeSchema>;

const solutionSchema = z.object({ counter: z.number(), derivedKey: z.string(), time: z.optional(z.number()) });
const payloadSchema = z.object({ challenge: challengeSchema, solution: solutionSchema });
export type ProofPayload = z.infer<typeof payloadSchema>;

/** The `proofOfWork` field: base64 of the JSON payload, as ALTCHA's widget sends it. */
export const encodeProof = (payload: ProofPayload): string => Buffer.from(JSON.stringify(payload)).toString('base64');

export function decodeProof(proof: string): ProofPayload | undefined {
  try {
    return payloadSchema.safeParse(JSON.parse(Buffer.from(proof, 'base64').toString('utf8'))).data;
  } catch {
    return undefined;
  }
}
