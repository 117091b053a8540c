'use client';

import { COOPERATION_TYPES, FORM_LIMITS, INDUSTRIES } from '@/schemas/form-limits';
import type { LanguageCode } from '@/schemas/locale';
import { LeadCaptcha } from '../lead-captcha';
import { CompanyNameField, EmailField, FullNameField, MobileField } from '../lead-fields';
import { LeadFormShell } from '../lead-form-shell';
import { SelectField } from '../select-field';
import { TextField } from '../text-field';
import { useLeadForm } from '../use-lead-form';
import { partnershipDefaults, loadPartnershipSchema, sendPartnership } from './partnership-lead';
import { useFormText } from '../../../i18n/form-text.client';

/** The partner cooperation application; its success message promises follow-up within 1 to 3 working days. */
export function PartnershipForm({ locale }: { locale: LanguageCode }) {
  const { t } = useFormText();
  const lead = useLeadForm({
    locale,
    loadSchema: loadPartnershipSchema,
    defaultValues: partnershipDefaults,
    captchaField: 'verifyCode',
    send: sendPartnership,
    successKeys: ['form.partnerSuccess'],
  });
  const cooperationTypes = COOPERATION_TYPES.map((value) => ({ value, label: t(`partner.cooperation.${value}`) }));
  const industries = INDUSTRIES.map((value) => ({ value, label: t(`industry.${value}`) }));
  return (
    <LeadFormShell lead={lead} title={t('partner.title')} headingLevel={2}>
      <CompanyNameField {...lead.field('companyName')} label={t('form.label.companyName')} />
      <FullNameField {...lead.field('name')} label={t('form.label.name')} />
      <MobileField {...lead.field('mobile')} label={t('form.label.mobile')} placeholder={t('form.placeholder.mobile')} />
      <EmailField {...lead.field('email')} label={t('form.label.email')} placeholder={t('form.placeholder.email')} />
      <SelectField
        {...lead.field('cooperationType')}
        label={t('partner.label.cooperationType')}
        placeholder={t('form.choose')}
        options={cooperationTypes}
        required
      />
      <SelectField {...lead.field('industry')} label={t('industry.label')} placeholder={t('form.choose')} options={industries} required />
      <TextField {...lead.field('content')} label={t('partner.label.content')} maxLength={FORM_LIMITS.longText} multiline />
      <LeadCaptcha {...lead.field('verifyCode')} captcha={lead.captcha} />
    </LeadFormShell>
  );
}
