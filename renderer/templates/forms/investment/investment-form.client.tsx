'use client';

import { useId, useMemo, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { FORM_LIMITS, INVESTOR_TYPES } from '@/schemas/forms';
import type { LanguageCode } from '@/schemas/locale';
import type { MessageKey } from '../../../i18n/messages/types';
import { LeadCaptcha } from '../lead-captcha';
import { LeadFormShell } from '../lead-form-shell';
import { RadioField } from '../radio-field';
import { TextField } from '../text-field';
import { useLeadForm } from '../use-lead-form';
import { investmentDefaults, investmentFormSchema, sendInvestment } from './investment-lead';

/** The investor visit form (spec section 3); the institution is asked of institutional investors only. */
export function InvestmentForm({ locale, headingLevel }: { locale: LanguageCode; headingLevel: 1 | 2 }) {
  const intl = useIntl();
  const t = (key: MessageKey) => intl.formatMessage({ id: key });
  const id = useId();
  const schema = useMemo(() => investmentFormSchema(locale), [locale]);
  const lead = useLeadForm({
    locale,
    schema,
    defaultValues: investmentDefaults,
    captchaField: 'verifyCode',
    send: sendInvestment,
    successKeys: ['form.submitSuccess', 'form.visitAdvice'],
  });
  const { register, watch, setValue } = lead.form;
  const institutional = watch('investorType') === 'institutional';
  const investorTypes = INVESTOR_TYPES.map((value) => ({ value, label: t(`investor.type.${value}`) }));
  return (
    <LeadFormShell lead={lead} title={t('investor.title')} headingLevel={headingLevel} intro={t('form.visitAdvice')}>
      <RadioField
        id={`${id}-investorType`}
        legend={t('investor.label.type')}
        registration={register('investorType', {
          // An individual names no institution: nothing typed for one is sent.
          onChange: (event: ChangeEvent<HTMLInputElement>) => {
            if (event.target.value === 'individual') setValue('institutionName', '');
          },
        })}
        error={lead.errorOf('investorType')}
        options={investorTypes}
      />
      {institutional ? (
        <TextField
          id={`${id}-institutionName`}
          label={t('investor.label.institutionName')}
          registration={register('institutionName')}
          error={lead.errorOf('institutionName')}
          maxLength={FORM_LIMITS.companyName}
          autoComplete="organization"
          required
          wide
        />
      ) : null}
      <TextField
        id={`${id}-name`}
        label={t('investor.label.name')}
        registration={register('name')}
        error={lead.errorOf('name')}
        maxLength={FORM_LIMITS.fullName}
        autoComplete="name"
        required
      />
      <TextField
        id={`${id}-mobile`}
        label={t('investor.label.mobile')}
        registration={register('mobile')}
        error={lead.errorOf('mobile')}
        maxLength={FORM_LIMITS.mobile}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
      />
      <TextField
        id={`${id}-email`}
        label={t('investor.label.email')}
        registration={register('email')}
        error={lead.errorOf('email')}
        maxLength={FORM_LIMITS.email}
        type="email"
        inputMode="email"
        autoComplete="email"
        required
      />
      <TextField
        id={`${id}-landline`}
        label={t('investor.label.landline')}
        registration={register('landline')}
        error={lead.errorOf('landline')}
        maxLength={FORM_LIMITS.mobile}
        type="tel"
        inputMode="tel"
      />
      <TextField
        id={`${id}-visitorCount`}
        label={t('investor.label.visitors')}
        registration={register('visitorCount', { valueAsNumber: true })}
        error={lead.errorOf('visitorCount')}
        type="number"
        inputMode="numeric"
        min={FORM_LIMITS.visitorsMin}
        max={FORM_LIMITS.visitorsMax}
        required
      />
      <TextField
        id={`${id}-note`}
        label={t('investor.label.note')}
        registration={register('note')}
        error={lead.errorOf('note')}
        maxLength={FORM_LIMITS.note}
        multiline
      />
      <LeadCaptcha id={`${id}-verifyCode`} registration={register('verifyCode')} error={lead.errorOf('verifyCode')} captcha={lead.captcha} />
    </LeadFormShell>
  );
}
