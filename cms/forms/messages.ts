import type { FormRuleKey } from '@/schemas/form-limits';
import type { LanguageCode } from '@/schemas/locale';

type Texts = { zh: string; en: string };

/** The schemas' rule keys in words: the same texts as the site's dictionaries (a test compares them). */
export const RULE_TEXTS: Record<FormRuleKey, Texts> = {
  'form.fillBaseInfo': { zh: '请完善基本信息', en: 'Please fill in the basic information' },
  'form.correctMobile': { zh: '请输入正确的手机号码或座机号码', en: 'Please enter a correct mobile or landline number' },
  'form.fillRequired': { zh: '请填写必填信息', en: 'Please fill in the required information' },
  'form.fillInstitutionName': { zh: '请填写机构名称', en: 'Please fill in the institution name' },
  'form.fillName': { zh: '请填写姓名', en: 'Please fill in your name' },
  'form.fillPhone': { zh: '请填写手机号码', en: 'Please fill in your phone number' },
  'form.fillCorrectPhone': { zh: '请填写正确的手机号码', en: 'Please fill in a correct phone number' },
  'form.fillEmail': { zh: '请填写邮箱地址', en: 'Please fill in your email address' },
  'form.fillCorrectEmail': { zh: '请填写正确的邮箱地址', en: 'Please fill in a correct email address' },
  'form.phoneOrLandline': {
    zh: '请填写 11 位手机号码或座机号码（区号-座机号码）',
    en: 'Please fill in the 11 digit mobile phone number or landline number (area code landline number)',
  },
  'form.mobileOnly': { zh: '请填写 11 位手机号码', en: 'Please fill in the 11 digit mobile phone number' },
  'form.fillLandline': { zh: '请填写座机号码', en: 'Please fill in the landline number' },
  'form.fillVisitors': { zh: '请填写预计来访人数', en: 'Please fill in the expected number of visitors' },
  'form.fillNote': { zh: '请填写备注', en: 'Please fill in the note' },
  'form.invalidCharacters': { zh: '输入内容含有不允许的字符', en: 'The input contains characters that are not allowed' },
};

/** What only the server says; `{name}` is filled in from the parameters. */
export const SERVER_TEXTS = {
  captchaTooFrequent: { zh: '验证码获取过于频繁，请稍后再试', en: 'Verification code requested too frequently, please try again later' },
  captchaWrong: { zh: '验证码错误，请重新输入', en: 'The verification code is wrong, please enter the new one' },
  captchaExpired: { zh: '验证码已过期，请刷新后重新输入', en: 'The verification code has expired, please refresh it and try again' },
  captchaMissing: {
    zh: '请先获取验证码（需要允许 Cookie）',
    en: 'Please load a verification code first (cookies must be allowed)',
  },
  badPictureType: { zh: '不支持的验证码类型', en: 'This verification code type is not supported' },
  proofRefused: {
    zh: '安全校验未通过，请重新提交',
    en: 'The security check did not pass, please submit again',
  },
  tooFast: { zh: '提交过快，请稍候几秒再提交', en: 'That was quick: please wait a few seconds and submit again' },
  botRejected: {
    zh: '提交未被接受，请刷新页面后重试',
    en: 'The submission was not accepted, please reload the page and try again',
  },
  unknownFields: { zh: '表单含有未知字段：{fields}', en: 'The form has unknown fields: {fields}' },
  missingField: { zh: '缺少字段 {field}', en: 'The field {field} is missing' },
  tooLong: { zh: '字段 {field} 超过 {max} 个字符', en: 'The field {field} is longer than {max} characters' },
  wrongType: { zh: '字段 {field} 的类型不正确', en: 'The field {field} has the wrong type' },
  unknownFormType: { zh: '未知的表单类型：{type}', en: 'Unknown form type: {type}' },
  badIdempotencyKey: {
    zh: 'Idempotency-Key 须为 8 到 100 个字母、数字、- 或 _',
    en: 'Idempotency-Key must be 8 to 100 letters, digits, - or _',
  },
  idempotencyConflict: {
    zh: '该 Idempotency-Key 已用于另一份提交',
    en: 'This Idempotency-Key was already used for a different submission',
  },
} as const satisfies Record<string, Texts>;
export type ServerTextKey = keyof typeof SERVER_TEXTS;

const pick = (locale: LanguageCode, texts: Texts) => (locale === 'ZH_CN' ? texts.zh : texts.en);

export const isRuleKey = (key: string): key is FormRuleKey => Object.hasOwn(RULE_TEXTS, key);

export function ruleText(locale: LanguageCode, key: FormRuleKey): string {
  return pick(locale, RULE_TEXTS[key]);
}

export function serverText(locale: LanguageCode, key: ServerTextKey, params: Record<string, string | number> = {}): string {
  return pick(locale, SERVER_TEXTS[key]).replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));
}
