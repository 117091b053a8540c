import { compatibilityFormSchema, toCompatibilityPayload, type CompatibilityFormValues } from '@/schemas/forms';
import { callFromBrowser } from '../../../api/call-from-browser';
import type { LeadSend } from '../use-lead-form';

/** The compatibility certification application's schema (by locale), its values and its submit function. */
export { compatibilityFormSchema, type CompatibilityFormValues };

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
export const sendCompatibility: LeadSend<CompatibilityFormValues> = (values, locale, extras) =>
  callFromBrowser(locale, {}, 'compatibilityApply', { body: toCompatibilityPayload(values, locale, extras) });
