import { compatibilityFormSchema, toCompatibilityPayload, type CompatibilityFormValues } from '@/schemas/forms';
import { callPortal } from '../../../api/call-portal';
import { browserPortalContext } from '../../../api/browser-portal';
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
  callPortal(browserPortalContext(locale), 'compatibilityApply', { body: toCompatibilityPayload(values, locale, extras) });
