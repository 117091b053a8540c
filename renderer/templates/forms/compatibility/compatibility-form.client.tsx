'use client';

import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { FORM_LIMITS } from '@/schemas/forms';
import type { LanguageCode } from '@/schemas/locale';
import type { MessageKey } from '../../../i18n/messages/types';
import { LeadCaptcha } from '../lead-captcha';
import { LeadFormShell } from '../lead-form-shell';
import { SelectField, type ChoiceOption } from '../select-field';
import { TextField } from '../text-field';
import { useLeadForm } from '../use-lead-form';
import { compatibilityDefaults, compatibilityFormSchema, sendCompatibility } from './compatibility-lead';

type Props = {
  locale: LanguageCode;
  /** From GET /dicts/productType and /dicts/applyArea; empty when the CMS has none, and the field takes free text. */
  productTypes: readonly ChoiceOption[];
  applyAreas: readonly ChoiceOption[];
};

/** The product compatibility certification application (spec section 3). */
export function CompatibilityForm({ locale, productTypes, applyAreas }: Props) {
  const intl = useIntl();
  const t = (key: MessageKey) => intl.formatMessage({ id: key });
  const id = useId();
  const schema = useMemo(() => compatibilityFormSchema(locale), [locale]);
  const lead = useLeadForm({
    locale,
    schema,
    defaultValues: compatibilityDefaults,
    captchaField: 'verifyCode',
    send: sendCompatibility,
    successKeys: ['form.compatibilitySuccess'],
  });
  const { register } = lead.form;
  const choice = (name: 'productType' | 'applyArea', options: readonly ChoiceOption[], maxLength: number) =>
    options.length > 0 ? (
      <SelectField
        id={`${id}-${name}`}
        label={t(`compatibility.label.${name}`)}
        placeholder={t('form.choose')}
        registration={register(name)}
        error={lead.errorOf(name)}
        options={options}
        required
      />
    ) : (
      <TextField
        id={`${id}-${name}`}
        label={t(`compatibility.label.${name}`)}
        registration={register(name)}
        error={lead.errorOf(name)}
        maxLength={maxLength}
        required
      />
    );
  return (
    <LeadFormShell lead={lead} title={t('compatibility.title')} headingLevel={2}>
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
        id={`${id}-website`}
        label={t('compatibility.label.website')}
        registration={register('website')}
        error={lead.errorOf('website')}
        maxLength={FORM_LIMITS.website}
        type="url"
        inputMode="url"
        autoComplete="url"
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
        id={`${id}-productName`}
        label={t('compatibility.label.productName')}
        registration={register('productName')}
        error={lead.errorOf('productName')}
        maxLength={FORM_LIMITS.productName}
        required
      />
      {choice('productType', productTypes, FORM_LIMITS.productType)}
      {choice('applyArea', applyAreas, FORM_LIMITS.applyArea)}
      <TextField
        id={`${id}-demand`}
        label={t('compatibility.label.demand')}
        registration={register('demand')}
        error={lead.errorOf('demand')}
        maxLength={FORM_LIMITS.longText}
        multiline
      />
      <LeadCaptcha id={`${id}-verifyCode`} registration={register('verifyCode')} error={lead.errorOf('verifyCode')} captcha={lead.captcha} />
    </LeadFormShell>
  );
}
