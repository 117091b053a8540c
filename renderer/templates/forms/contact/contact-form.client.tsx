'use client';

import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { FORM_LIMITS } from '@/schemas/forms';
import type { LanguageCode } from '@/schemas/locale';
import type { MessageKey } from '../../../i18n/messages/types';
import { LeadFormShell } from '../lead-form-shell';
import { LeadCaptcha } from '../lead-captcha';
import { TextField } from '../text-field';
import { useLeadForm } from '../use-lead-form';
import { contactDefaults, contactFormSchema, sendContact } from './contact-lead';

type Props = {
  locale: LanguageCode;
  /** The side panel's popup: one column, labels kept for assistive technology only, smaller type. */
  compact?: boolean;
};

/** The business-inquiry form (spec section 5): Chinese asks one name, the other locales first and last name. */
export function ContactForm({ locale, compact = false }: Props) {
  const intl = useIntl();
  const t = (id: MessageKey) => intl.formatMessage({ id });
  const id = useId();
  const schema = useMemo(() => contactFormSchema(locale), [locale]);
  const lead = useLeadForm({
    locale,
    schema,
    defaultValues: contactDefaults,
    captchaField: 'verifyCode',
    send: sendContact,
    successKeys: ['form.submitSuccess'],
  });
  const { register } = lead.form;
  const text = (name: 'name' | 'firstName' | 'lastName' | 'companyName', maxLength: number, autoComplete: string) => (
    <TextField
      key={name}
      id={`${id}-${name}`}
      label={t(`form.label.${name}`)}
      placeholder={t(`form.placeholder.${name}`)}
      registration={register(name)}
      error={lead.errorOf(name)}
      maxLength={maxLength}
      autoComplete={autoComplete}
      required
    />
  );
  return (
    <LeadFormShell lead={lead} title={t('form.contactTitle')} headingLevel={2} compact={compact}>
      {locale === 'ZH_CN'
        ? text('name', FORM_LIMITS.name, 'name')
        : [text('firstName', FORM_LIMITS.name, 'given-name'), text('lastName', FORM_LIMITS.name, 'family-name')]}
      {text('companyName', FORM_LIMITS.companyName, 'organization')}
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
      <LeadCaptcha id={`${id}-verifyCode`} registration={register('verifyCode')} error={lead.errorOf('verifyCode')} captcha={lead.captcha} />
    </LeadFormShell>
  );
}
