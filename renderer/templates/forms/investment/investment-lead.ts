import type { InvestmentFormValues } from '@/schemas/forms';
import type { LanguageCode } from '@/schemas/locale';
import { callFromBrowser } from '../../../data/api/call-from-browser';
import { loadFormRules } from '../load-form-rules';
import type { LeadSend } from '../use-lead-form';

/** The investor visit form's values, rules and submit function. */
export type { InvestmentFormValues };

/** The visitor-field rules for the locale, loaded on first use (load-form-rules.ts). */
export const loadInvestmentSchema = async (locale: LanguageCode) => (await loadFormRules()).investmentFormSchema(locale);

/** Institutional first, as the form lists it; the visitor count starts empty so the visitor is asked. */
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
export const sendInvestment: LeadSend<InvestmentFormValues> = async (values, locale, extras) =>
  callFromBrowser(locale, {}, 'investmentContact', { body: (await loadFormRules()).toInvestmentPayload(values, locale, extras) });
