'use client';

import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { COOPERATION_TYPES, FORM_LIMITS, INDUSTRIES } from '@/schemas/forms';
import type { LanguageCode } from '@/schemas/locale';
import type { MessageKey } from '../../../i18n/messages/types';
import { LeadCaptcha } from '../lead-captcha';
import { LeadFormShell } from '../lead-form-shell';
import { SelectField } from '../select-field';
import { TextField } from '../text-field';
import { useLeadForm } from '../use-lead-form';
import { partnershipDefaults, partnershipFormSchema, sendPartnership } from './partnership-lead';

/** The partner cooperation application; follow-up within 1 to 3 working days (spec section 9). */
export function PartnershipForm({ locale }: { locale: LanguageCode }) {
  const intl = useIntl();
  const t = (key: MessageKey) => intl.formatMessage({ id: key });
  const id = useId();
  const schema = useMemo(() => partnershipFormSchema(locale), [locale]);
  const lead = useLeadForm({
    locale,
    schema,
    defaultValues: partnershipDefaults,
    captchaField: 'verifyCode',
    send: sendPartnership,
    successKeys: ['form.partnerSuccess'],
  });
  const { register } = lead.form;
  const cooperationTypes = COOPERATION_TYPES.map((value) => ({ value, label: t(`partner.cooperation.${value}`) }));
  const industries = INDUSTRIES.map((value) => ({ value, label: t(`industry.${value}`) }));
  return (
    <LeadFormShell lead={lead} title={t('partner.title')} headingLevel={2}>
      <TextField
        id={`${id}-companyName`}
        label={t('form.label.companyName')}
        registration={register('companyName')}
        error={lead.errorOf('companyName')}
        maxLength={FORM_LIMITS.companyName}
        autoComplete="organization"
        required
      />
      <TextField
        id={`${id}-name`}
        label={t('form.label.name')}
        registration={register('name')}
        error={lead.errorOf('name')}
        maxLength={FORM_LIMITS.fullName}
        autoComplete="name"
        required
      />
      <TextField
        id={`${id}-mobile`}
        label={t('form.label.mobile')}
        placeholder={t('form.placeholder.mobile')}
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
        label={t('form.label.email')}
        placeholder={t('form.placeholder.email')}
        registration={register('email')}
        error={lead.errorOf('email')}
        maxLength={FORM_LIMITS.email}
        type="email"
        inputMode="email"
        autoComplete="email"
        required
      />
      <SelectField
        id={`${id}-cooperationType`}
        label={t('partner.label.cooperationType')}
        placeholder={t('form.choose')}
        registration={register('cooperationType')}
        error={lead.errorOf('cooperationType')}
        options={cooperationTypes}
        required
      />
      <SelectField
        id={`${id}-industry`}
        label={t('industry.label')}
        placeholder={t('form.choose')}
        registration={register('industry')}
        error={lead.errorOf('industry')}
        options={industries}
        required
      />
      <TextField
        id={`${id}-content`}
        label={t('partner.label.content')}
        registration={register('content')}
        error={lead.errorOf('content')}
        maxLength={FORM_LIMITS.longText}
        multiline
      />
      <LeadCaptcha id={`${id}-verifyCode`} registration={register('verifyCode')} error={lead.errorOf('verifyCode')} captcha={lead.captcha} />
    </LeadFormShell>
  );
}
