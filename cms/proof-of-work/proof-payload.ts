import { z } from 'zod';
import { proofChallengeSchema } from '@/schemas/proof-of-work';

const solutionSchema = z.object({ counter: z.number(), derivedKey: z.string(), time: z.optional(z.number()) });
const payloadSchema = z.object({ challenge: proofChallengeSchema, solution: solutionSchema });
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
