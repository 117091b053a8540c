'use client';

import type { UseFormRegisterReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FORM_LIMITS } from '@/schemas/form-limits';
import { CaptchaField } from './captcha-field';
import { captchaProblemText } from './message-text';
import type { Captcha } from './use-captcha';

type Props = { id: string; registration: UseFormRegisterReturn; error: string | undefined; captcha: Captcha };

/** Every form's verification code field, with the shared texts. */
export function LeadCaptcha({ id, registration, error, captcha }: Props) {
  const intl = useIntl();
  const t = (key: 'form.label.verifyCode' | 'form.placeholder.verifyCode' | 'form.captchaAlt' | 'form.refreshCaptcha') => intl.formatMessage({ id: key });
  return (
    <CaptchaField
      id={id}
      label={t('form.label.verifyCode')}
      placeholder={t('form.placeholder.verifyCode')}
      registration={registration}
      error={error}
      maxLength={FORM_LIMITS.verifyCode}
      captcha={captcha}
      problem={captchaProblemText(intl, captcha.view.problem)}
      alt={t('form.captchaAlt')}
      refreshLabel={t('form.refreshCaptcha')}
    />
  );
}
