import * as z from 'zod/mini';
import {
  COOPERATION_TYPES,
  FORM_LIMITS,
  INDUSTRIES,
  INVESTOR_TYPES,
  INTERNATIONAL_PHONE_PATTERN,
  LANDLINE_PATTERN,
  MOBILE_PATTERN,
  PICTURE_TYPE,
  type FormRuleKey,
  type PayloadExtras,
} from './form-limits';
import type { LanguageCode } from './locale';
import { perLocale } from './per-locale';

// Lead forms: the visitor-field schemas (react-hook-form), the wire payloads (the API body) and the
// per-locale payload rules the embedded CMS validates with. Messages are dictionary keys, so the
// browser and the server report the same rule ids. Written with zod/mini (classic zod's chained methods
// bring its whole 31 KB gzip along); the browser loads this file with a form's first focus or attempt
// (load-form-rules.ts), and its fields read their limits from form-limits.ts.

const EMAIL_PATTERN = z.regexes.email;
/** No C0 control characters or DEL in one-line fields. */
const SINGLE_LINE = /^[^\u0000-\u001f\u007f]*$/;
/** Multi-line fields may hold tab, line feed and carriage return, nothing else below space. */
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

/** Chinese rules for ZH_CN; every other locale uses the international ones. */
const isChinese = (locale: LanguageCode): boolean => locale === 'ZH_CN';

/** A trimmed one-line text, required, bounded; every failure but control characters says `key`. */
const required = (max: number, key: FormRuleKey) =>
  z.string({ error: key }).check(z.trim(), z.minLength(1, key), z.maxLength(max, key), z.regex(SINGLE_LINE, 'form.invalidCharacters'));
/** A trimmed one-line text that may be empty. */
const optional = (max: number, key: FormRuleKey) =>
  z.string({ error: key }).check(z.trim(), z.maxLength(max, key), z.regex(SINGLE_LINE, 'form.invalidCharacters'));
/** A trimmed multi-line text that may be empty. */
const optionalText = (max: number, key: FormRuleKey) =>
  z.string({ error: key }).check(z.trim(), z.maxLength(max, key), z.regex(MULTI_LINE, 'form.invalidCharacters'));
const verifyCode = (key: FormRuleKey) =>
  z.string({ error: key }).check(z.trim(), z.length(FORM_LIMITS.verifyCode, key), z.regex(SINGLE_LINE, 'form.invalidCharacters'));
/** A format check that leaves an empty value to the required check, so an empty field only says "fill in". */
const emptyOr =
  (...patterns: RegExp[]) =>
  (v: string) =>
    v === '' || patterns.some((p) => p.test(v));
const email = () => required(FORM_LIMITS.email, 'form.fillEmail').check(z.refine(emptyOr(EMAIL_PATTERN), 'form.fillCorrectEmail'));
const choice = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: 'form.fillRequired' });
/** Mobile or landline in Chinese; a free-form international number otherwise. */
const phone = (locale: LanguageCode, empty: FormRuleKey, wrong: FormRuleKey, wrongEn: FormRuleKey) =>
  isChinese(locale)
    ? required(FORM_LIMITS.mobile, empty).check(z.refine(emptyOr(MOBILE_PATTERN, LANDLINE_PATTERN), wrong))
    : required(FORM_LIMITS.mobile, empty).check(z.refine(emptyOr(INTERNATIONAL_PHONE_PATTERN), wrongEn));

/** The bot traps every payload carries: an empty honeypot, when the form was shown (ms since epoch) and a proof of work. */
const botTraps = {
  website2: z
    .string()
    .check(
      z.maxLength(FORM_LIMITS.honeypot),
      z.describe('bot trap (added by this site): a hidden input people leave empty; a CMS stores nothing when it is filled'),
    ),
  startedAt: z
    .number()
    .check(
      z.int(),
      z.nonnegative(),
      z.maximum(Number.MAX_SAFE_INTEGER),
      z.describe('bot trap (added by this site): when the form was shown, ms since the epoch; a CMS stores nothing sent too soon after it'),
    ),
  proofOfWork: z
    .string()
    .check(
      z.minLength(1),
      z.maxLength(FORM_LIMITS.proofOfWork),
      z.describe(
        'proof of work (added by this site): base64 of the ALTCHA v2 JSON {challenge, solution} solving a challenge from GET /proof-of-work; a CMS stores nothing without an unexpired one that no other submission spent',
      ),
    ),
};
const pictureType = z.literal(PICTURE_TYPE);
const trapsOf = (extras: PayloadExtras) => ({ website2: extras.website2 ?? '', startedAt: extras.startedAt, proofOfWork: extras.proofOfWork });

// ---- Contact (POST /contact, type 'contact') ----

/** Visitor fields; the locale decides which are required (Chinese: name; English: first and last name). */
export const contactFormSchema = perLocale((locale) => {
  const zh = isChinese(locale);
  const key = 'form.fillBaseInfo';
  return z.object({
    name: zh ? required(FORM_LIMITS.name, key) : optional(FORM_LIMITS.name, key),
    firstName: zh ? optional(FORM_LIMITS.name, key) : required(FORM_LIMITS.name, key),
    lastName: zh ? optional(FORM_LIMITS.name, key) : required(FORM_LIMITS.name, key),
    companyName: required(FORM_LIMITS.companyName, key),
    mobile: phone(locale, key, 'form.correctMobile', 'form.correctMobile'),
    verifyCode: verifyCode(key),
  });
});
export type ContactFormValues = z.infer<ReturnType<typeof contactFormSchema>>;

const contactApiOnly = {
  content: z.optional(optionalText(FORM_LIMITS.longText, 'form.fillRequired')),
  email: z.optional(optional(FORM_LIMITS.email, 'form.fillCorrectEmail')),
  region: z.optional(optional(FORM_LIMITS.shortText, 'form.fillRequired')),
  job: z.optional(optional(FORM_LIMITS.shortText, 'form.fillRequired')),
};

function contactPayloadShape(locale: LanguageCode | undefined) {
  const zh = locale !== undefined && isChinese(locale);
  const en = locale !== undefined && !zh;
  const key = 'form.fillBaseInfo';
  const nameLimit = zh ? FORM_LIMITS.name : FORM_LIMITS.fullName;
  return z.strictObject({
    type: z.literal('contact'),
    pictureType,
    name: required(nameLimit, key),
    firstName: z
      .optional(en ? required(FORM_LIMITS.name, key) : optional(FORM_LIMITS.name, key))
      .check(z.describe('added by this site: sent by the English site, which asks for first and last name; `name` is then "first last"')),
    lastName: z
      .optional(en ? required(FORM_LIMITS.name, key) : optional(FORM_LIMITS.name, key))
      .check(z.describe('added by this site: sent by the English site with firstName')),
    companyName: required(FORM_LIMITS.companyName, key),
    mobile: locale === undefined ? required(FORM_LIMITS.mobile, key) : phone(locale, key, 'form.correctMobile', 'form.correctMobile'),
    verifyCode: verifyCode(key),
    ...contactApiOnly,
    ...botTraps,
  });
}

/** The wire body of the contact form, whatever the locale. */
export const contactPayloadSchema = contactPayloadShape(undefined);
export type ContactPayload = z.infer<typeof contactPayloadSchema>;

/** The contact payload with the locale's rules: what the server validates. */
export const contactPayloadRules = perLocale((locale) => {
  const shape = contactPayloadShape(locale);
  if (isChinese(locale)) return shape;
  return shape.check(
    z.superRefine((value: ContactPayload, ctx) => {
      if (value.firstName === undefined || value.lastName === undefined) {
        const path = value.firstName === undefined ? 'firstName' : 'lastName';
        ctx.addIssue({ code: 'custom', message: 'form.fillBaseInfo', path: [path] });
      } else if (value.name !== `${value.firstName} ${value.lastName}`) {
        ctx.addIssue({ code: 'custom', message: 'form.fillBaseInfo', path: ['name'] });
      }
    }),
  );
});

export function toContactPayload(values: ContactFormValues, locale: LanguageCode, extras: PayloadExtras): ContactPayload {
  const base = {
    type: 'contact' as const,
    pictureType: PICTURE_TYPE,
    companyName: values.companyName.trim(),
    mobile: values.mobile.trim(),
    verifyCode: values.verifyCode.trim(),
    ...trapsOf(extras),
  };
  if (isChinese(locale)) return { ...base, name: values.name.trim() };
  const firstName = values.firstName.trim();
  const lastName = values.lastName.trim();
  return { ...base, firstName, lastName, name: `${firstName} ${lastName}` };
}

// ---- Partner cooperation application (POST /contact, type 'partnership') ----

function partnershipFields(locale: LanguageCode | undefined) {
  return {
    companyName: required(FORM_LIMITS.companyName, 'form.fillRequired'),
    name: required(FORM_LIMITS.fullName, 'form.fillName'),
    mobile:
      locale === undefined ? required(FORM_LIMITS.mobile, 'form.fillPhone') : phone(locale, 'form.fillPhone', 'form.phoneOrLandline', 'form.fillCorrectPhone'),
    email: email(),
    cooperationType: choice(COOPERATION_TYPES),
    industry: choice(INDUSTRIES),
    /** The applicant's message; optional. */
    content: optionalText(FORM_LIMITS.longText, 'form.fillRequired'),
    verifyCode: verifyCode('form.fillRequired'),
  };
}

export const partnershipFormSchema = perLocale((locale) => z.object(partnershipFields(locale)));
export type PartnershipFormValues = z.infer<ReturnType<typeof partnershipFormSchema>>;

const partnershipPayloadShape = (locale: LanguageCode | undefined) =>
  z.strictObject({ type: z.literal('partnership'), pictureType, ...partnershipFields(locale), ...botTraps });

export const partnershipPayloadSchema = partnershipPayloadShape(undefined);
export type PartnershipPayload = z.infer<typeof partnershipPayloadSchema>;
export const partnershipPayloadRules = perLocale((locale) => partnershipPayloadShape(locale));

export function toPartnershipPayload(values: PartnershipFormValues, _locale: LanguageCode, extras: PayloadExtras): PartnershipPayload {
  return {
    type: 'partnership',
    pictureType: PICTURE_TYPE,
    companyName: values.companyName.trim(),
    name: values.name.trim(),
    mobile: values.mobile.trim(),
    email: values.email.trim(),
    cooperationType: values.cooperationType,
    industry: values.industry,
    content: values.content.trim(),
    verifyCode: values.verifyCode.trim(),
    ...trapsOf(extras),
  };
}

/** The body of POST /contact: a contact or a partner application, told apart by `type`. */
export const contactEndpointPayloadSchema = z.discriminatedUnion('type', [contactPayloadSchema, partnershipPayloadSchema]);
export type ContactEndpointPayload = z.infer<typeof contactEndpointPayloadSchema>;

// ---- Compatibility certification application (POST /compatibility_apply) ----

function compatibilityFields(locale: LanguageCode | undefined) {
  return {
    name: required(FORM_LIMITS.fullName, 'form.fillName'),
    companyName: required(FORM_LIMITS.companyName, 'form.fillRequired'),
    mobile:
      locale === undefined ? required(FORM_LIMITS.mobile, 'form.fillPhone') : phone(locale, 'form.fillPhone', 'form.phoneOrLandline', 'form.fillCorrectPhone'),
    /** The company's website; optional. */
    website: optional(FORM_LIMITS.website, 'form.fillRequired'),
    productName: required(FORM_LIMITS.productName, 'form.fillRequired'),
    productType: required(FORM_LIMITS.productType, 'form.fillRequired'),
    applyArea: required(FORM_LIMITS.applyArea, 'form.fillRequired'),
    /** What the applicant needs; optional. */
    demand: optionalText(FORM_LIMITS.longText, 'form.fillRequired'),
    verifyCode: verifyCode('form.fillRequired'),
  };
}

export const compatibilityFormSchema = perLocale((locale) => z.object(compatibilityFields(locale)));
export type CompatibilityFormValues = z.infer<ReturnType<typeof compatibilityFormSchema>>;

const compatibilityPayloadShape = (locale: LanguageCode | undefined) =>
  z.strictObject({ type: z.literal('compatibility'), pictureType, ...compatibilityFields(locale), ...botTraps });

export const compatibilityPayloadSchema = compatibilityPayloadShape(undefined);
export type CompatibilityPayload = z.infer<typeof compatibilityPayloadSchema>;
export const compatibilityPayloadRules = perLocale((locale) => compatibilityPayloadShape(locale));

export function toCompatibilityPayload(values: CompatibilityFormValues, _locale: LanguageCode, extras: PayloadExtras): CompatibilityPayload {
  return {
    type: 'compatibility',
    pictureType: PICTURE_TYPE,
    name: values.name.trim(),
    companyName: values.companyName.trim(),
    mobile: values.mobile.trim(),
    website: values.website.trim(),
    productName: values.productName.trim(),
    productType: values.productType.trim(),
    applyArea: values.applyArea.trim(),
    demand: values.demand.trim(),
    verifyCode: values.verifyCode.trim(),
    ...trapsOf(extras),
  };
}

// ---- Investor visit (POST /contact/investment) ----

/**
 * The optional landline: an area-code landline (010-12345678) on the Chinese site, where the mobile has a field of
 * its own; any international number elsewhere. Anything else asks for the landline ('form.fillLandline').
 */
const landline = (locale: LanguageCode | undefined) =>
  locale !== undefined && isChinese(locale)
    ? optional(FORM_LIMITS.mobile, 'form.fillLandline').check(z.refine(emptyOr(LANDLINE_PATTERN), 'form.fillLandline'))
    : optional(FORM_LIMITS.mobile, 'form.fillLandline').check(z.refine(emptyOr(INTERNATIONAL_PHONE_PATTERN), 'form.fillLandline'));
const visitorCount = () =>
  z
    .number({ error: 'form.fillVisitors' })
    .check(z.int('form.fillVisitors'), z.minimum(FORM_LIMITS.visitorsMin, 'form.fillVisitors'), z.maximum(FORM_LIMITS.visitorsMax, 'form.fillVisitors'));
/**
 * The investor's mobile-only field is Chinese-style: an 11-digit mobile on the Chinese site; the English site's
 * investors call from anywhere, so any international number. Without a locale (the wire body), any of them.
 */
const investorMobile = (locale: LanguageCode | undefined) =>
  locale !== undefined && isChinese(locale)
    ? required(FORM_LIMITS.mobile, 'form.fillPhone').check(z.refine(emptyOr(MOBILE_PATTERN), 'form.mobileOnly'))
    : required(FORM_LIMITS.mobile, 'form.fillPhone').check(z.refine(emptyOr(INTERNATIONAL_PHONE_PATTERN), 'form.correctMobile'));
const institutionName = () => optional(FORM_LIMITS.companyName, 'form.fillInstitutionName');

/** An institutional investor names the institution; an individual may leave it empty. */
function institutionRule(typeKey: string, nameKey: string) {
  return {
    error: 'form.fillInstitutionName',
    path: [nameKey],
    // Runs even when other fields fail, so the form shows every message at once.
    when: (payload: z.core.ParsePayload) => !payload.issues.some((i) => i.path?.[0] === typeKey || i.path?.[0] === nameKey),
  };
}

/** Visitor fields. The rules are the same in both locales but the mobile's. */
export const investmentFormSchema = perLocale((locale) =>
  z
    .object({
      investorType: choice(INVESTOR_TYPES),
      institutionName: institutionName(),
      name: required(FORM_LIMITS.fullName, 'form.fillName'),
      mobile: investorMobile(locale),
      email: email(),
      landline: landline(locale),
      visitorCount: visitorCount(),
      note: optionalText(FORM_LIMITS.note, 'form.fillNote'),
      verifyCode: verifyCode('form.fillRequired'),
    })
    .check(z.refine((v) => v.investorType !== 'institutional' || v.institutionName !== '', institutionRule('investorType', 'institutionName'))),
);
export type InvestmentFormValues = z.infer<ReturnType<typeof investmentFormSchema>>;

const investmentPayloadShape = (locale: LanguageCode | undefined) =>
  z.strictObject({
    /** The investor type, under the wire name `type`. */
    type: choice(INVESTOR_TYPES),
    pictureType,
    companyName: institutionName(),
    name: required(FORM_LIMITS.fullName, 'form.fillName'),
    mobile: investorMobile(locale),
    email: email(),
    telephone: landline(locale),
    visitorCount: visitorCount(),
    remark: optionalText(FORM_LIMITS.note, 'form.fillNote'),
    verifyCode: verifyCode('form.fillRequired'),
    ...botTraps,
  });

export const investmentPayloadSchema = investmentPayloadShape(undefined);
export type InvestmentPayload = z.infer<typeof investmentPayloadSchema>;
export const investmentPayloadRules = perLocale((locale) =>
  investmentPayloadShape(locale).check(z.refine((v) => v.type !== 'institutional' || v.companyName !== '', institutionRule('type', 'companyName'))),
);

export function toInvestmentPayload(values: InvestmentFormValues, _locale: LanguageCode, extras: PayloadExtras): InvestmentPayload {
  return {
    type: values.investorType,
    pictureType: PICTURE_TYPE,
    companyName: values.institutionName.trim(),
    name: values.name.trim(),
    mobile: values.mobile.trim(),
    email: values.email.trim(),
    telephone: values.landline.trim(),
    visitorCount: values.visitorCount,
    remark: values.note.trim(),
    verifyCode: values.verifyCode.trim(),
    ...trapsOf(extras),
  };
}

/** What every accepted submission answers. */
export const formReceiptSchema = z.object({
  id: z.string(),
  receivedAt: z.string(),
});
export type FormReceipt = z.infer<typeof formReceiptSchema>;
