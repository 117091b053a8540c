import type { CompatibilityFormValues } from '@/schemas/forms';
import type { LanguageCode } from '@/schemas/locale';
import { callFromBrowser } from '../../../data/api/call-from-browser';
import { loadFormRules } from '../load-form-rules';
import type { LeadSend } from '../use-lead-form';

/** The compatibility certification application's values, rules and submit function. */
export type { CompatibilityFormValues };

/** The visitor-field rules for the locale, loaded on first use (load-form-rules.ts). */
export const loadCompatibilitySchema = async (locale: LanguageCode) => (await loadFormRules()).compatibilityFormSchema(locale);

export const compatibilityDefaults: CompatibilityFormValues = {
  name: '',
  companyName: '',
  mobile: '',
  website: '',
  productName: '',
  productType: '',
  applyArea: '',
  demand: '',
  verifyCode: '',
};

/** POST /compatibility_apply. */
export const sendCompatibility: LeadSend<CompatibilityFormValues> = async (values, locale, extras) =>
  callFromBrowser(locale, {}, 'compatibilityApply', { body: (await loadFormRules()).toCompatibilityPayload(values, locale, extras) });
