import { contactFormSchema, toContactPayload, type ContactFormValues } from '@/schemas/forms';
import { callFromBrowser } from '../../../api/call-from-browser';
import type { LeadSend } from '../use-lead-form';

/** The contact form's schema (by locale), its values and its submit function, side by side. */
export { contactFormSchema, type ContactFormValues };

export const contactDefaults: ContactFormValues = { name: '', firstName: '', lastName: '', companyName: '', mobile: '', verifyCode: '' };

/** POST /contact with `type` 'contact'; English sends the first name, a space, the last name as `name`. */
export const sendContact: LeadSend<ContactFormValues> = (values, locale, extras) =>
  callFromBrowser(locale, {}, 'contact', { body: toContactPayload(values, locale, extras) });
