import * as z from 'zod/mini';

/** Every portal answer's wrapper. zod/mini: the captcha loader reads it on form pages, where classic zod is not loaded. */
export const envelopeSchema = z.object({
  code: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  message: z.nullish(z.string()),
  data: z.unknown(),
});
export type Envelope = z.infer<typeof envelopeSchema>;
