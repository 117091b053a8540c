/** The honeypot's name in the payload (schemas/forms.ts `website2`): a plausible name that tempts form-filling bots. */
export const HONEYPOT_FIELD = 'website2';
