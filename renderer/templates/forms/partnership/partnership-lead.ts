import { partnershipFormSchema, toPartnershipPayload, type PartnershipFormValues } from '@/schemas/forms';
import { callFromBrowser } from '../../../api/call-from-browser';
import type { LeadSend } from '../use-lead-form';

/** The partner cooperation application's schema (by locale), its values and its submit function. */
export { partnershipFormSchema, type PartnershipFormValues };

/** The two choices start unset; the select shows its 'please choose' entry and the schema asks for one. */
export const partnershipDefaults = { companyName: '', name: '', mobile: '', email: '', content: '', verifyCode: '' } satisfies Partial<PartnershipFormValues>;

/** POST /contact with `type` 'partnership'. */
export const sendPartnership: LeadSend<PartnershipFormValues> = (values, locale, extras) =>
  callFromBrowser(locale, {}, 'contact', { body: toPartnershipPayload(values, locale, extras) });
