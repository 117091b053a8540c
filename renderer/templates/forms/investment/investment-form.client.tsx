'use client';

import type { ChangeEvent } from 'react';
import { FORM_LIMITS, INVESTOR_TYPES } from '@/schemas/form-limits';
import type { LanguageCode } from '@/schemas/locale';
import { LeadCaptcha } from '../lead-captcha';
import { CompanyNameField, EmailField, FullNameField, MobileField } from '../lead-fields';
import { LeadFormShell } from '../lead-form-shell';
import { RadioField } from '../radio-field';
import { TextField } from '../text-field';
import { useLeadForm } from '../use-lead-form';
import { investmentDefaults, loadInvestmentSchema, sendInvestment } from './investment-lead';
import { useFormText } from '../../../i18n/form-text.client';

/** The investor visit form (docs/forms.md); the institution is asked of institutional investors only. */
export function InvestmentForm({ locale, headingLevel }: { locale: LanguageCode; headingLevel: 1 | 2 }) {
  const { t } = useFormText();
  const lead = useLeadForm({
    locale,
    loadSchema: loadInvestmentSchema,
    defaultValues: investmentDefaults,
    captchaField: 'verifyCode',
    send: sendInvestment,
    successKeys: ['form.submitSuccess', 'form.visitAdvice'],
  });
  const { watch, setValue } = lead.form;
  const institutional = watch('investorType') === 'institutional';
  const investorTypes = INVESTOR_TYPES.map((value) => ({ value, label: t(`investor.type.${value}`) }));
  return (
    <LeadFormShell lead={lead} title={t('investor.title')} headingLevel={headingLevel} intro={t('form.visitAdvice')}>
      <RadioField
        {...lead.field('investorType', {
          // An individual names no institution: nothing typed for one is sent.
          onChange: (event: ChangeEvent<HTMLInputElement>) => {
            if (event.target.value === 'individual') setValue('institutionName', '');
          },
        })}
        legend={t('investor.label.type')}
        options={investorTypes}
      />
      {institutional ? (
        <CompanyNameField
          {...lead.field('institutionName')}
          label={t('investor.label.institutionName')}
          placeholder={t('investor.placeholder.institutionName')}
          wide
        />
      ) : null}
      <FullNameField {...lead.field('name')} label={t('investor.label.name')} placeholder={t('form.placeholder.name')} />
      <MobileField {...lead.field('mobile')} label={t('investor.label.mobile')} placeholder={t('investor.placeholder.mobile')} />
      <EmailField {...lead.field('email')} label={t('investor.label.email')} placeholder={t('form.placeholder.email')} />
      <TextField
        {...lead.field('landline')}
        label={t('investor.label.landline')}
        placeholder={t('investor.placeholder.landline')}
        maxLength={FORM_LIMITS.mobile}
        type="tel"
        inputMode="tel"
      />
      <TextField
        {...lead.field('visitorCount', { valueAsNumber: true })}
        label={t('investor.label.visitors')}
        placeholder={t('investor.placeholder.visitors')}
        type="number"
        inputMode="numeric"
        min={FORM_LIMITS.visitorsMin}
        max={FORM_LIMITS.visitorsMax}
        required
      />
      <TextField {...lead.field('note')} label={t('investor.label.note')} placeholder={t('investor.placeholder.note')} maxLength={FORM_LIMITS.note} multiline />
      <LeadCaptcha {...lead.field('verifyCode')} captcha={lead.captcha} />
    </LeadFormShell>
  );
}
