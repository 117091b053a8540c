import { z } from 'zod';

/** Envelope codes with a meaning of their own (spec section 7); every other code is a rejection. */
export const ENVELOPE_CODE = {
  ok: '0',
  ignored: '33922001',
  loginRequired: '33924001',
} as const;

export const envelopeSchema = z.object({
  code: z.union([z.string(), z.number()]).transform(String),
  message: z.string().nullish(),
  data: z.unknown(),
});
export type Envelope = z.infer<typeof envelopeSchema>;
