import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  compatibilityFormSchema,
  compatibilityPayloadRules,
  compatibilityPayloadSchema,
  contactEndpointPayloadSchema,
  contactFormSchema,
  contactPayloadRules,
  contactPayloadSchema,
  investmentFormSchema,
  investmentPayloadRules,
  investmentPayloadSchema,
  partnershipFormSchema,
  partnershipPayloadRules,
  partnershipPayloadSchema,
  toCompatibilityPayload,
  toContactPayload,
  toInvestmentPayload,
  toPartnershipPayload,
  type CompatibilityFormValues,
  type ContactFormValues,
  type InvestmentFormValues,
  type PartnershipFormValues,
} from './forms';
import { COOPERATION_TYPES, FORM_LIMITS, FORM_RULE_KEYS, INDUSTRIES } from './form-limits';
import type { LanguageCode } from './locale';

const LOCALES: LanguageCode[] = ['ZH_CN', 'EN_US'];
const extras = { startedAt: 1_700_000_000_000, proofOfWork: 'cHJvb2Y=' };

/** Every message per field path; a passing value has none. */
function messages(schema: z.core.$ZodType, value: unknown): Record<string, string[]> {
  const parsed = z.safeParse(schema, value);
  const out: Record<string, string[]> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

const contact = (o: Partial<ContactFormValues> = {}): ContactFormValues => ({
  name: '张三',
  firstName: 'Ada',
  lastName: 'Lovelace',
  companyName: '示例科技',
  mobile: '13812345678',
  verifyCode: 'AC3F',
  ...o,
});
const partnership = (o: Partial<PartnershipFormValues> = {}): PartnershipFormValues => ({
  companyName: '示例科技',
  name: '张三',
  mobile: '13812345678',
  email: 'a@example.com',
  cooperationType: 'technology',
  industry: 'education',
  content: '',
  verifyCode: 'AC3F',
  ...o,
});
const compatibility = (o: Partial<CompatibilityFormValues> = {}): CompatibilityFormValues => ({
  name: '张三',
  companyName: '示例科技',
  mobile: '010-12345678',
  website: '',
  productName: 'ExampleDB',
  productType: '数据库',
  applyArea: '金融',
  demand: '',
  verifyCode: 'AC3F',
  ...o,
});
const investment = (o: Partial<InvestmentFormValues> = {}): InvestmentFormValues => ({
  investorType: 'institutional',
  institutionName: '示例资本',
  name: '张三',
  mobile: '13812345678',
  email: 'ir@example.com',
  landline: '',
  visitorCount: 2,
  note: '',
  verifyCode: 'AC3F',
  ...o,
});

const long = (n: number) => '字'.repeat(n);

// ---- Contact form: every field's rule and message ----

describe('contact form, Chinese (name, companyName, mobile, verifyCode)', () => {
  const schema = contactFormSchema('ZH_CN');

  it('accepts a filled form; the English-only fields may stay empty', () => {
    expect(messages(schema, contact({ firstName: '', lastName: '' }))).toEqual({});
  });

  it.each(['name', 'companyName', 'mobile', 'verifyCode'] as const)("%s empty or blank: 'fill base info'", (field) => {
    expect(messages(schema, contact({ [field]: '' }))).toEqual({ [field]: ['form.fillBaseInfo'] });
    if (field !== 'mobile' && field !== 'verifyCode') expect(messages(schema, contact({ [field]: '   ' }))).toEqual({ [field]: ['form.fillBaseInfo'] });
  });

  it.each([
    ['13812345678', 'mobile: 1 then 3'],
    ['14912345678', '1 then 4'],
    ['19912345678', '1 then 9'],
    ['010-1234567', 'landline, 2-digit area code, 7 digits'],
    ['010-12345678', '8 digits'],
    ['0755-1234567', '3-digit area code'],
    ['0755-12345678', '3-digit area code, 8 digits'],
    [' 13812345678 ', 'surrounding blanks are trimmed'],
  ])('mobile %j is good (%s)', (mobile) => {
    expect(messages(schema, contact({ mobile }))).toEqual({});
  });

  it.each([
    ['12812345678', '1 then 2'],
    ['10812345678', '1 then 0'],
    ['1381234567', '10 digits'],
    ['138123456789', '12 digits'],
    ['23812345678', 'not starting with 1'],
    ['01-1234567', 'area code of 1 digit'],
    ['01234-1234567', 'area code of 4 digits'],
    ['010-123456', '6-digit number'],
    ['010-123456789', '9-digit number'],
    ['010 12345678', 'space instead of dash'],
    ['01012345678', 'landline without dash'],
    ['+8613812345678', 'country code'],
    ['1381234567a', 'a letter'],
  ])("mobile %j: 'correct mobile' (%s)", (mobile) => {
    expect(messages(schema, contact({ mobile }))).toEqual({ mobile: ['form.correctMobile'] });
  });

  it.each([
    ['name', FORM_LIMITS.name],
    ['companyName', FORM_LIMITS.companyName],
  ] as const)('input limit: %s %i characters', (field, max) => {
    expect(messages(schema, contact({ [field]: long(max) }))).toEqual({});
    expect(messages(schema, contact({ [field]: long(max + 1) }))).toEqual({ [field]: ['form.fillBaseInfo'] });
  });

  it('input limits: contact number 20, captcha exactly 4', () => {
    expect(FORM_LIMITS).toMatchObject({ name: 20, companyName: 100, mobile: 20, verifyCode: 4 });
    expect(messages(schema, contact({ mobile: '1'.repeat(21) }))).toEqual({ mobile: ['form.fillBaseInfo', 'form.correctMobile'] });
    expect(messages(schema, contact({ verifyCode: 'AC3' }))).toEqual({ verifyCode: ['form.fillBaseInfo'] });
    expect(messages(schema, contact({ verifyCode: 'AC3FX' }))).toEqual({ verifyCode: ['form.fillBaseInfo'] });
  });

  it('control characters have their own message', () => {
    expect(messages(schema, contact({ name: '张\u0007三' }))).toEqual({ name: ['form.invalidCharacters'] });
  });

  it('every field empty: each one says so', () => {
    expect(Object.keys(messages(schema, contact({ name: '', companyName: '', mobile: '', verifyCode: '' }))).sort()).toEqual([
      'companyName',
      'mobile',
      'name',
      'verifyCode',
    ]);
  });
});

describe('contact form, English (firstName, lastName, companyName, mobile, verifyCode)', () => {
  const schema = contactFormSchema('EN_US');

  it('accepts a filled form; the Chinese name field may stay empty', () => {
    expect(messages(schema, contact({ name: '', mobile: '+1 (555) 010-0000' }))).toEqual({});
  });

  it.each(['firstName', 'lastName', 'companyName', 'mobile', 'verifyCode'] as const)("%s empty: 'fill base info'", (field) => {
    expect(messages(schema, contact({ name: '', [field]: '' }))).toEqual({ [field]: ['form.fillBaseInfo'] });
  });

  it.each(['+1 (555) 010-0000', '020 7946 0000', '13812345678', '+44-20-7946-0000'])('phone %j is good', (mobile) => {
    expect(messages(schema, contact({ mobile }))).toEqual({});
  });

  it.each(['phone', '---', '+1 555 0100 ext. 2', '555_0100'])("phone %j: 'correct mobile'", (mobile) => {
    expect(messages(schema, contact({ mobile }))).toEqual({ mobile: ['form.correctMobile'] });
  });

  it.each([['firstName'], ['lastName']] as const)('input limit: %s 20 characters', (field) => {
    expect(messages(schema, contact({ [field]: 'a'.repeat(21) }))).toEqual({ [field]: ['form.fillBaseInfo'] });
  });
});

describe('contact payload', () => {
  it("Chinese sends name; English sends name as first name, a space, last name; type 'contact', pictureType 'us'", () => {
    expect(toContactPayload(contact(), 'ZH_CN', extras)).toEqual({
      type: 'contact',
      pictureType: 'us',
      name: '张三',
      companyName: '示例科技',
      mobile: '13812345678',
      verifyCode: 'AC3F',
      website2: '',
      startedAt: extras.startedAt,
      proofOfWork: extras.proofOfWork,
    });
    expect(toContactPayload(contact({ firstName: ' Ada ', mobile: '+1 555 0100' }), 'EN_US', { ...extras, website2: 'bot' })).toEqual({
      type: 'contact',
      pictureType: 'us',
      firstName: 'Ada',
      lastName: 'Lovelace',
      name: 'Ada Lovelace',
      companyName: '示例科技',
      mobile: '+1 555 0100',
      verifyCode: 'AC3F',
      website2: 'bot',
      startedAt: extras.startedAt,
      proofOfWork: extras.proofOfWork,
    });
  });

  it.each(LOCALES)('a payload built from good values passes the %s rules, the wire schema and the endpoint union', (locale) => {
    const payload = toContactPayload(contact(), locale, extras);
    expect(messages(contactPayloadRules(locale), payload)).toEqual({});
    expect(messages(contactPayloadSchema, payload)).toEqual({});
    expect(messages(contactEndpointPayloadSchema, payload)).toEqual({});
  });

  it('the English name sent is bounded by two names and a space', () => {
    const payload = toContactPayload(contact({ firstName: 'a'.repeat(20), lastName: 'b'.repeat(20) }), 'EN_US', extras);
    expect(messages(contactPayloadRules('EN_US'), payload)).toEqual({});
    expect(messages(contactPayloadRules('ZH_CN'), payload)).toEqual({ name: ['form.fillBaseInfo'] });
  });

  it('English rules want the first and last name, and a name that matches them', () => {
    const payload = toContactPayload(contact(), 'EN_US', extras);
    expect(messages(contactPayloadRules('EN_US'), { ...payload, name: 'Someone Else' })).toEqual({ name: ['form.fillBaseInfo'] });
    const { firstName: _, ...withoutFirst } = payload;
    expect(messages(contactPayloadRules('EN_US'), withoutFirst)).toEqual({ firstName: ['form.fillBaseInfo'] });
  });

  it('the server applies the locale rules to the mobile', () => {
    const payload = toContactPayload(contact({ mobile: '+1 555 0100' }), 'EN_US', extras);
    expect(messages(contactPayloadRules('EN_US'), payload)).toEqual({});
    expect(messages(contactPayloadRules('ZH_CN'), { ...payload, name: 'Ada' })).toEqual({ mobile: ['form.correctMobile'] });
  });

  it('is strict: unknown fields, another pictureType and a bad startedAt are refused', () => {
    const payload = toContactPayload(contact(), 'ZH_CN', extras);
    for (const schema of [contactPayloadSchema, contactPayloadRules('ZH_CN')]) {
      expect(schema.safeParse({ ...payload, admin: true }).error?.issues[0]?.code).toBe('unrecognized_keys');
      expect(schema.safeParse({ ...payload, pictureType: 'png' }).success).toBe(false);
      expect(schema.safeParse({ ...payload, startedAt: -1 }).success).toBe(false);
      expect(schema.safeParse({ ...payload, startedAt: 1.5 }).success).toBe(false);
      expect(schema.safeParse({ ...payload, website2: 'x'.repeat(FORM_LIMITS.honeypot + 1) }).success).toBe(false);
      const { startedAt: _, ...noStart } = payload;
      expect(schema.safeParse(noStart).success).toBe(false);
      const { proofOfWork: _proof, ...noProof } = payload;
      expect(schema.safeParse(noProof).success).toBe(false);
      expect(schema.safeParse({ ...payload, proofOfWork: 'x'.repeat(FORM_LIMITS.proofOfWork + 1) }).success).toBe(false);
    }
  });

  it('takes the API-only fields content, email, region and job', () => {
    const payload = { ...toContactPayload(contact(), 'ZH_CN', extras), content: '你好', email: 'a@example.com', region: '华东', job: 'CTO' };
    expect(messages(contactPayloadRules('ZH_CN'), payload)).toEqual({});
  });
});

// ---- Partner cooperation application ----

describe.each(LOCALES)('partner cooperation application (%s)', (locale) => {
  const schema = partnershipFormSchema(locale);

  it('accepts a filled form; the message is optional', () => {
    expect(messages(schema, partnership({ mobile: locale === 'ZH_CN' ? '021-12345678' : '+44 20 7946 0000' }))).toEqual({});
  });

  it.each([
    ['companyName', '', 'form.fillRequired'],
    ['name', '', 'form.fillName'],
    ['mobile', '', 'form.fillPhone'],
    ['email', '', 'form.fillEmail'],
    ['email', 'not-an-email', 'form.fillCorrectEmail'],
    ['email', 'a@b', 'form.fillCorrectEmail'],
    ['verifyCode', '', 'form.fillRequired'],
    ['companyName', 'x'.repeat(FORM_LIMITS.companyName + 1), 'form.fillRequired'],
    ['name', 'x'.repeat(FORM_LIMITS.fullName + 1), 'form.fillName'],
    ['content', 'x'.repeat(FORM_LIMITS.longText + 1), 'form.fillRequired'],
  ] as const)('%s %j: %s', (field, value, key) => {
    expect(messages(schema, partnership({ [field]: value }))).toEqual({ [field]: [key] });
  });

  it('a wrong phone: the landline-or-mobile message in Chinese, the correct-phone message in English', () => {
    const key = locale === 'ZH_CN' ? 'form.phoneOrLandline' : 'form.fillCorrectPhone';
    expect(messages(schema, partnership({ mobile: locale === 'ZH_CN' ? '12345' : 'call me' }))).toEqual({ mobile: [key] });
  });

  it('industry is one of the seven industries; cooperation type one of ours', () => {
    expect(INDUSTRIES).toEqual(['education', 'media', 'healthcare', 'government', 'manufacturing', 'finance', 'other']);
    for (const industry of INDUSTRIES) expect(messages(schema, partnership({ industry }))).toEqual({});
    for (const cooperationType of COOPERATION_TYPES) expect(messages(schema, partnership({ cooperationType }))).toEqual({});
    expect(messages(schema, { ...partnership(), industry: 'mining' })).toEqual({ industry: ['form.fillRequired'] });
    expect(messages(schema, { ...partnership(), cooperationType: '' })).toEqual({ cooperationType: ['form.fillRequired'] });
  });

  it("its payload goes through POST /contact with type 'partnership'", () => {
    const payload = toPartnershipPayload(partnership(), locale, extras);
    expect(payload).toMatchObject({ type: 'partnership', pictureType: 'us', website2: '', startedAt: extras.startedAt });
    expect(messages(partnershipPayloadRules(locale), payload)).toEqual({});
    expect(messages(partnershipPayloadSchema, payload)).toEqual({});
    expect(messages(contactEndpointPayloadSchema, payload)).toEqual({});
    expect(contactEndpointPayloadSchema.safeParse({ ...payload, type: 'job' }).success).toBe(false);
  });
});

// ---- Compatibility certification application ----

describe.each(LOCALES)('compatibility certification application (%s)', (locale) => {
  const schema = compatibilityFormSchema(locale);

  it('accepts a filled form; website and demand are optional', () => {
    expect(messages(schema, compatibility({ mobile: '13812345678' }))).toEqual({});
    expect(messages(schema, compatibility({ website: 'https://example.com', demand: '多行\n需求' }))).toEqual({});
  });

  it.each([
    ['name', '', 'form.fillName'],
    ['companyName', '', 'form.fillRequired'],
    ['mobile', '', 'form.fillPhone'],
    ['productName', '', 'form.fillRequired'],
    ['productType', '', 'form.fillRequired'],
    ['applyArea', '', 'form.fillRequired'],
    ['verifyCode', '', 'form.fillRequired'],
    ['website', 'x'.repeat(FORM_LIMITS.website + 1), 'form.fillRequired'],
    ['productName', 'x'.repeat(FORM_LIMITS.productName + 1), 'form.fillRequired'],
    ['productType', 'x'.repeat(FORM_LIMITS.productType + 1), 'form.fillRequired'],
    ['applyArea', 'x'.repeat(FORM_LIMITS.applyArea + 1), 'form.fillRequired'],
    ['demand', 'x'.repeat(FORM_LIMITS.longText + 1), 'form.fillRequired'],
  ] as const)('%s %j: %s', (field, value, key) => {
    expect(messages(schema, compatibility({ [field]: value }))).toEqual({ [field]: [key] });
  });

  it('a wrong phone', () => {
    const key = locale === 'ZH_CN' ? 'form.phoneOrLandline' : 'form.fillCorrectPhone';
    expect(messages(schema, compatibility({ mobile: locale === 'ZH_CN' ? '0101234' : 'n/a' }))).toEqual({ mobile: [key] });
  });

  it('its payload', () => {
    const payload = toCompatibilityPayload(compatibility(), locale, extras);
    expect(payload).toMatchObject({ type: 'compatibility', pictureType: 'us' });
    expect(messages(compatibilityPayloadRules(locale), payload)).toEqual({});
    expect(messages(compatibilityPayloadSchema, payload)).toEqual({});
  });
});

// ---- Investor visit ----

describe.each(LOCALES)('investor visit form (%s)', (locale) => {
  const schema = investmentFormSchema(locale);

  it('accepts an institutional and an individual investor; landline and note are optional', () => {
    expect(messages(schema, investment())).toEqual({});
    expect(messages(schema, investment({ investorType: 'individual', institutionName: '' }))).toEqual({});
    expect(messages(schema, investment({ landline: '010-12345678', note: '下午来访' }))).toEqual({});
  });

  it("an institutional investor without an institution name: 'fill in institution name'", () => {
    expect(messages(schema, investment({ institutionName: ' ' }))).toEqual({ institutionName: ['form.fillInstitutionName'] });
  });

  it('shows the institution message together with the others', () => {
    const all = messages(schema, investment({ institutionName: '', name: '', visitorCount: Number.NaN }));
    expect(all).toEqual({ institutionName: ['form.fillInstitutionName'], name: ['form.fillName'], visitorCount: ['form.fillVisitors'] });
  });

  it.each([
    ['name', '', 'form.fillName'],
    ['mobile', '', 'form.fillPhone'],
    ['email', '', 'form.fillEmail'],
    ['email', 'ir@', 'form.fillCorrectEmail'],
    ['note', 'x'.repeat(FORM_LIMITS.note + 1), 'form.fillNote'],
    ['verifyCode', '', 'form.fillRequired'],
  ] as const)('%s %j: %s', (field, value, key) => {
    expect(messages(schema, investment({ [field]: value }))).toEqual({ [field]: [key] });
  });

  it.each([0, 51, 1.5, -1, Number.NaN])("expected visitors %s: 'fill in visitors' (1 to 50)", (visitorCount) => {
    expect(messages(schema, investment({ visitorCount }))).toEqual({ visitorCount: ['form.fillVisitors'] });
  });

  it.each([1, 50])('expected visitors %i is good', (visitorCount) => {
    expect(messages(schema, investment({ visitorCount }))).toEqual({});
  });

  it.each(['010-12345678', '0755-1234567'])('landline %j is good (an area-code landline)', (landline) => {
    expect(messages(schema, investment({ landline }))).toEqual({});
  });

  if (locale === 'ZH_CN') {
    it.each([
      ['mobile', '010-12345678', 'form.mobileOnly'],
      ['mobile', '12812345678', 'form.mobileOnly'],
      ['mobile', '1381234567', 'form.mobileOnly'],
      ['mobile', '+44 20 7946 0000', 'form.mobileOnly'],
      ['landline', '12345', 'form.fillLandline'],
      ['landline', '010-1234', 'form.fillLandline'],
      ['landline', '13812345678', 'form.fillLandline'],
    ] as const)('Chinese site: %s %j: %s', (field, value, key) => {
      expect(messages(schema, investment({ [field]: value }))).toEqual({ [field]: [key] });
    });
  } else {
    it.each(['+44 20 7946 0000', '+1 (555) 010-0000', '+81-3-1234-5678', '13812345678'])(
      'English site: an international mobile %j is good, and as the landline too',
      (number) => {
        expect(messages(schema, investment({ mobile: number, landline: number }))).toEqual({});
        const payload = toInvestmentPayload(investment({ mobile: number, landline: number }), locale, extras);
        expect(messages(investmentPayloadRules(locale), payload), 'the server takes it as well').toEqual({});
      },
    );
    it.each([
      ['mobile', 'call me', 'form.correctMobile'],
      ['mobile', '555_0100', 'form.correctMobile'],
      ['landline', 'ext. 12', 'form.fillLandline'],
    ] as const)('English site: %s %j: %s', (field, value, key) => {
      expect(messages(schema, investment({ [field]: value }))).toEqual({ [field]: [key] });
    });
  }

  it('an unknown investor type', () => {
    expect(messages(schema, { ...investment(), investorType: 'robot' })).toEqual({ investorType: ['form.fillRequired'] });
  });

  it('its payload: type is the investor type, under the CMS API wire names', () => {
    const payload = toInvestmentPayload(investment({ landline: '010-12345678', note: '备注' }), locale, extras);
    expect(payload).toEqual({
      type: 'institutional',
      pictureType: 'us',
      companyName: '示例资本',
      name: '张三',
      mobile: '13812345678',
      email: 'ir@example.com',
      telephone: '010-12345678',
      visitorCount: 2,
      remark: '备注',
      verifyCode: 'AC3F',
      website2: '',
      startedAt: extras.startedAt,
      proofOfWork: extras.proofOfWork,
    });
    expect(messages(investmentPayloadRules(locale), payload)).toEqual({});
    expect(messages(investmentPayloadRules(locale), { ...payload, companyName: '' })).toEqual({ companyName: ['form.fillInstitutionName'] });
    expect(messages(investmentPayloadSchema, { ...payload, companyName: '' })).toEqual({});
  });
});

// ---- Every message is a dictionary key ----

describe('messages', () => {
  it('every message any schema gives is one of FORM_RULE_KEYS', () => {
    const bad = ['', ' ', 'x'.repeat(2000), '\u0007', 'abc', '12345', '-', 'a@'];
    const schemas: [z.core.$ZodType, Record<string, unknown>][] = LOCALES.flatMap((locale): [z.core.$ZodType, Record<string, unknown>][] => [
      [contactFormSchema(locale), contact()],
      [partnershipFormSchema(locale), partnership()],
      [compatibilityFormSchema(locale), compatibility()],
      [investmentFormSchema(locale), investment()],
      [contactPayloadRules(locale), toContactPayload(contact(), locale, extras)],
      [partnershipPayloadRules(locale), toPartnershipPayload(partnership(), locale, extras)],
      [compatibilityPayloadRules(locale), toCompatibilityPayload(compatibility(), locale, extras)],
      [investmentPayloadRules(locale), toInvestmentPayload(investment(), locale, extras)],
    ]);
    const seen = new Set<string>();
    for (const [schema, good] of schemas) {
      for (const field of Object.keys(good)) {
        if (['type', 'pictureType', 'website2', 'startedAt', 'proofOfWork'].includes(field)) continue;
        for (const value of [...bad, undefined]) {
          for (const list of Object.values(messages(schema, { ...good, [field]: value }))) for (const m of list) seen.add(m);
        }
      }
    }
    const keys: readonly string[] = FORM_RULE_KEYS;
    expect([...seen].filter((m) => !keys.includes(m))).toEqual([]);
    // And every key is used by some rule.
    expect(keys.filter((k) => !seen.has(k))).toEqual([]);
  });
});
