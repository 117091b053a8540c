// What the lead forms' fields and the CMS share without zod: limits, rule keys, patterns, choices. The
// browser's form fields read these with the page; the zod rules (forms.ts) load with the first attempt.

/** Input limits: name / company / contact number / captcha are fixed by the CMS's form fields; the rest are ours (docs/forms.md). */
export const FORM_LIMITS = {
  name: 20,
  companyName: 100,
  mobile: 20,
  verifyCode: 4,
  /** Names of the partner, compatibility and investor forms, and the English contact name sent (20 + space + 20). */
  fullName: 50,
  email: 100,
  website: 200,
  productName: 100,
  productType: 50,
  applyArea: 100,
  /** Free text: contact content, partner message, compatibility demand. */
  longText: 1000,
  note: 500,
  /** Other short API-only texts (region, job). */
  shortText: 100,
  visitorsMin: 1,
  visitorsMax: 50,
  /** Hidden honeypot input: a bound, not a rule (the server checks it is empty). */
  honeypot: 200,
  /** The proof-of-work payload (base64 JSON, about 500 characters). */
  proofOfWork: 2000,
} as const;

/** Every message key the schemas use; each has a ZH and an EN text in the CMS and the dictionaries. */
export const FORM_RULE_KEYS = [
  'form.fillBaseInfo',
  'form.correctMobile',
  'form.fillRequired',
  'form.fillInstitutionName',
  'form.fillName',
  'form.fillPhone',
  'form.fillCorrectPhone',
  'form.fillEmail',
  'form.fillCorrectEmail',
  'form.phoneOrLandline',
  'form.mobileOnly',
  'form.fillLandline',
  'form.fillVisitors',
  'form.fillNote',
  'form.invalidCharacters',
] as const;
export type FormRuleKey = (typeof FORM_RULE_KEYS)[number];

/** The captcha's `pictureType`, sent with the image request and every lead. */
export const PICTURE_TYPE = 'us' as const;

/** Chinese landline: a leading 0, a 2 to 3 digit area code, a dash, 7 to 8 digits. */
export const LANDLINE_PATTERN = /^0\d{2,3}-\d{7,8}$/;
/** Mobile: 11 digits, 1 then 3 to 9. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** A stricter mobile pattern (1 then 3, 4, 5, 7 or 8); no form applies it. */
export const STRICT_MOBILE_PATTERN = /^1[34578]\d{9}$/;
/** International phone, free-form: digits, spaces, +, -, parentheses, at least one digit. */
export const INTERNATIONAL_PHONE_PATTERN = /^(?=.*\d)[\d +()-]+$/;

export const INDUSTRIES = ['education', 'media', 'healthcare', 'government', 'manufacturing', 'finance', 'other'] as const;
export type Industry = (typeof INDUSTRIES)[number];
/** Cooperation types of the partner application (our own list, docs/forms.md). */
export const COOPERATION_TYPES = ['reseller', 'technology', 'solution', 'service', 'other'] as const;
export type CooperationType = (typeof COOPERATION_TYPES)[number];
export const INVESTOR_TYPES = ['institutional', 'individual'] as const;
export type InvestorType = (typeof INVESTOR_TYPES)[number];

export type PayloadExtras = {
  /** `Date.now()` when the form was shown. */
  startedAt: number;
  /** The hidden honeypot input's value; people leave it empty. */
  website2?: string;
  /** The solved proof-of-work challenge (renderer/templates/forms/solve-proof.ts). */
  proofOfWork: string;
};
