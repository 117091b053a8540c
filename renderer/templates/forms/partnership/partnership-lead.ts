import type { PartnershipFormValues } from '@/schemas/forms';
import type { LanguageCode } from '@/schemas/locale';
import { callFromBrowser } from '../../../data/api/call-from-browser';
import { loadFormRules } from '../load-form-rules';
import type { LeadSend } from '../use-lead-form';

/** The partner cooperation application's values, rules and submit function. */
export type { PartnershipFormValues };

/** The visitor-field rules for the locale, loaded on first use (load-form-rules.ts). */
export const loadPartnershipSchema = async (locale: LanguageCode) => (await loadFormRules()).partnershipFormSchema(locale);

/** The two choices start unset; the select shows its 'please choose' entry and the schema asks for one. */
export const partnershipDefaults = { companyName: '', name: '', mobile: '', email: '', content: '', verifyCode: '' } satisfies Partial<PartnershipFormValues>;

/** POST /contact with `type` 'partnership'. */
export const sendPartnership: LeadSend<PartnershipFormValues> = async (values, locale, extras) =>
  callFromBrowser(locale, {}, 'contact', { body: (await loadFormRules()).toPartnershipPayload(values, locale, extras) });
