import { contactFormSchema, toContactPayload, type ContactFormValues } from '@/schemas/forms';
import { callPortal } from '../../../api/call-portal';
import { browserPortalContext } from '../../../api/browser-portal';
import type { LeadSend } from '../use-lead-form';

/** The contact form's schema (by locale), its values and its submit function, side by side. */
export { contactFormSchema, type ContactFormValues };

export const contactDefaults: ContactFormValues = { name: '', firstName: '', lastName: '', companyName: '', mobile: '', verifyCode: '' };

/** POST /contact with `type` 'contact'; English sends the first name, a space, the last name as `name`. */
export const sendContact: LeadSend<ContactFormValues> = (values, locale, extras) =>
  callPortal(browserPortalContext(locale), 'contact', { body: toContactPayload(values, locale, extras) });
