/** Envelope codes with a meaning of their own (docs/decisions.md, "Errors"); every other code is a rejection. Apart from the zod schema, so browser code that reads them ships no zod. */
export const ENVELOPE_CODE = {
  ok: '0',
  ignored: '33922001',
  loginRequired: '33924001',
} as const;
