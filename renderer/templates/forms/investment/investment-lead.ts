import { investmentFormSchema, toInvestmentPayload, type InvestmentFormValues } from '@/schemas/forms';
import { callFromBrowser } from '../../../api/call-from-browser';
import type { LeadSend } from '../use-lead-form';

/** The investor visit form's schema, its values and its submit function. */
export { investmentFormSchema, type InvestmentFormValues };

/** Institutional first (the spec lists it first); the visitor count starts empty so the visitor is asked. */
export const investmentDefaults = {
  investorType: 'institutional',
  institutionName: '',
  name: '',
  mobile: '',
  email: '',
  landline: '',
  note: '',
  verifyCode: '',
} satisfies Partial<InvestmentFormValues>;

/** POST /contact/investment. */
export const sendInvestment: LeadSend<InvestmentFormValues> = (values, locale, extras) =>
  callFromBrowser(locale, {}, 'investmentContact', { body: toInvestmentPayload(values, locale, extras) });
