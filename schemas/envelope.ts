import { z } from 'zod';

export const envelopeSchema = z.object({
  code: z.union([z.string(), z.number()]).transform(String),
  message: z.string().nullish(),
  data: z.unknown(),
});
export type Envelope = z.infer<typeof envelopeSchema>;
