import type { ContactFormValues } from '@/schemas/forms';
import type { LanguageCode } from '@/schemas/locale';
import { callFromBrowser } from '../../../data/api/call-from-browser';
import { loadFormRules } from '../load-form-rules';
import type { LeadSend } from '../use-lead-form';

/** The contact form's values, rules and submit function, side by side. */
export type { ContactFormValues };

/** The visitor-field rules for the locale, loaded on first use (load-form-rules.ts). */
export const loadContactSchema = async (locale: LanguageCode) => (await loadFormRules()).contactFormSchema(locale);

export const contactDefaults: ContactFormValues = { name: '', firstName: '', lastName: '', companyName: '', mobile: '', verifyCode: '' };

/** POST /contact with `type` 'contact'; English sends the first name, a space, the last name as `name`. */
export const sendContact: LeadSend<ContactFormValues> = async (values, locale, extras) =>
  callFromBrowser(locale, {}, 'contact', { body: (await loadFormRules()).toContactPayload(values, locale, extras) });
