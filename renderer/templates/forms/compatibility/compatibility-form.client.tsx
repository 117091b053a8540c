'use client';

import { FORM_LIMITS } from '@/schemas/form-limits';
import type { LanguageCode } from '@/schemas/locale';
import { LeadCaptcha } from '../lead-captcha';
import { CompanyNameField, FullNameField, MobileField } from '../lead-fields';
import { LeadFormShell } from '../lead-form-shell';
import { SelectField, type ChoiceOption } from '../select-field';
import { TextField } from '../text-field';
import { useLeadForm } from '../use-lead-form';
import { compatibilityDefaults, loadCompatibilitySchema, sendCompatibility } from './compatibility-lead';
import { useFormText } from '../../../i18n/form-text.client';

type Props = {
  locale: LanguageCode;
  /** From GET /dicts/productType and /dicts/applyArea; empty when the CMS has none, and the field takes free text. */
  productTypes: readonly ChoiceOption[];
  applyAreas: readonly ChoiceOption[];
};

/** The product compatibility certification application (docs/forms.md). */
export function CompatibilityForm({ locale, productTypes, applyAreas }: Props) {
  const { t } = useFormText();
  const lead = useLeadForm({
    locale,
    loadSchema: loadCompatibilitySchema,
    defaultValues: compatibilityDefaults,
    captchaField: 'verifyCode',
    send: sendCompatibility,
    successKeys: ['form.compatibilitySuccess'],
  });
  const choice = (name: 'productType' | 'applyArea', options: readonly ChoiceOption[], maxLength: number) =>
    options.length > 0 ? (
      <SelectField {...lead.field(name)} label={t(`compatibility.label.${name}`)} placeholder={t('form.choose')} options={options} required />
    ) : (
      <TextField {...lead.field(name)} label={t(`compatibility.label.${name}`)} maxLength={maxLength} required />
    );
  return (
    <LeadFormShell lead={lead} title={t('compatibility.title')} headingLevel={2}>
      <CompanyNameField {...lead.field('companyName')} label={t('form.label.companyName')} />
      <TextField
        {...lead.field('website')}
        label={t('compatibility.label.website')}
        maxLength={FORM_LIMITS.website}
        type="url"
        inputMode="url"
        autoComplete="url"
      />
      <FullNameField {...lead.field('name')} label={t('form.label.name')} />
      <MobileField {...lead.field('mobile')} label={t('form.label.mobile')} placeholder={t('form.placeholder.mobile')} />
      <TextField {...lead.field('productName')} label={t('compatibility.label.productName')} maxLength={FORM_LIMITS.productName} required />
      {choice('productType', productTypes, FORM_LIMITS.productType)}
      {choice('applyArea', applyAreas, FORM_LIMITS.applyArea)}
      <TextField {...lead.field('demand')} label={t('compatibility.label.demand')} maxLength={FORM_LIMITS.longText} multiline />
      <LeadCaptcha {...lead.field('verifyCode')} captcha={lead.captcha} />
    </LeadFormShell>
  );
}
