'use client';

import { FORM_LIMITS } from '@/schemas/form-limits';
import type { LanguageCode } from '@/schemas/locale';
import { LeadFormShell } from '../lead-form-shell';
import { LeadCaptcha } from '../lead-captcha';
import { CompanyNameField, MobileField } from '../lead-fields';
import { TextField } from '../text-field';
import { useLeadForm } from '../use-lead-form';
import { contactDefaults, loadContactSchema, sendContact } from './contact-lead';
import { useFormText } from '../../../i18n/form-text.client';

type Props = {
  locale: LanguageCode;
  /** The side panel's popup: one column, labels kept for assistive technology only, smaller type. */
  compact?: boolean;
};

/** The business-inquiry form (docs/forms.md): Chinese asks one name, the other locales first and last name. */
export function ContactForm({ locale, compact = false }: Props) {
  const { t } = useFormText();
  const lead = useLeadForm({
    locale,
    loadSchema: loadContactSchema,
    defaultValues: contactDefaults,
    captchaField: 'verifyCode',
    send: sendContact,
    successKeys: ['form.submitSuccess'],
  });
  const name = (field: 'name' | 'firstName' | 'lastName', autoComplete: string) => (
    <TextField
      key={field}
      {...lead.field(field)}
      label={t(`form.label.${field}`)}
      placeholder={t(`form.placeholder.${field}`)}
      maxLength={FORM_LIMITS.name}
      autoComplete={autoComplete}
      required
    />
  );
  return (
    <LeadFormShell lead={lead} title={t('form.contactTitle')} headingLevel={2} compact={compact}>
      {locale === 'ZH_CN' ? name('name', 'name') : [name('firstName', 'given-name'), name('lastName', 'family-name')]}
      <CompanyNameField {...lead.field('companyName')} label={t('form.label.companyName')} placeholder={t('form.placeholder.companyName')} />
      <MobileField {...lead.field('mobile')} label={t('form.label.mobile')} placeholder={t('form.placeholder.mobile')} />
      <LeadCaptcha {...lead.field('verifyCode')} captcha={lead.captcha} />
    </LeadFormShell>
  );
}
