import { z } from 'zod';

/** Input limits of spec sections 5 and 9; bounds the spec leaves open are ours and listed in the README. */
export const FORM_LIMITS = {
  name: 20,
  companyName: 100,
  mobile: 20,
  verifyCode: 4,
  email: 100,
  website: 200,
  productName: 100,
  shortText: 100,
  longText: 1000,
} as const;

const text = (max: number) => z.string().trim().max(max);
const captchaFields = {
  verifyCode: z.string().trim().length(FORM_LIMITS.verifyCode),
  pictureType: z.string().max(10).default('us'),
};

/** POST /contact. English sends `name` as first name, a space, last name. */
export const contactPayloadSchema = z.strictObject({
  type: text(FORM_LIMITS.shortText).default('contact'),
  name: text(FORM_LIMITS.name).min(1),
  firstName: text(FORM_LIMITS.name).optional(),
  lastName: text(FORM_LIMITS.name).optional(),
  companyName: text(FORM_LIMITS.companyName).min(1),
  mobile: text(FORM_LIMITS.mobile).min(1),
  content: text(FORM_LIMITS.longText).optional(),
  email: text(FORM_LIMITS.email).optional(),
  region: text(FORM_LIMITS.shortText).optional(),
  job: text(FORM_LIMITS.shortText).optional(),
  ...captchaFields,
});
export type ContactPayload = z.infer<typeof contactPayloadSchema>;

/** POST /compatibility_apply. */
export const compatibilityPayloadSchema = z.strictObject({
  type: text(FORM_LIMITS.shortText).default('compatibility'),
  name: text(FORM_LIMITS.name).min(1),
  companyName: text(FORM_LIMITS.companyName).min(1),
  mobile: text(FORM_LIMITS.mobile).min(1),
  website: text(FORM_LIMITS.website).optional(),
  productName: text(FORM_LIMITS.productName).min(1),
  productType: text(FORM_LIMITS.shortText).min(1),
  applyArea: text(FORM_LIMITS.shortText).min(1),
  demand: text(FORM_LIMITS.longText).optional(),
  ...captchaFields,
});
export type CompatibilityPayload = z.infer<typeof compatibilityPayloadSchema>;

/** POST /contact/investment. */
export const investmentPayloadSchema = z.strictObject({
  type: z.enum(['institutional', 'individual']),
  companyName: text(FORM_LIMITS.companyName).optional(),
  name: text(FORM_LIMITS.name).min(1),
  mobile: text(FORM_LIMITS.mobile).min(1),
  email: text(FORM_LIMITS.email).min(1),
  telephone: text(FORM_LIMITS.mobile).optional(),
  visitorCount: z.number().int().min(1).max(50),
  remark: text(FORM_LIMITS.longText).optional(),
  ...captchaFields,
});
export type InvestmentPayload = z.infer<typeof investmentPayloadSchema>;

/** What every accepted submission answers. */
export const formReceiptSchema = z.object({
  id: z.string(),
  receivedAt: z.string(),
});
export type FormReceipt = z.infer<typeof formReceiptSchema>;
