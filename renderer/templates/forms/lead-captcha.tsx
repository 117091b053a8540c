'use client';

import type { UseFormRegisterReturn } from 'react-hook-form';
import { FORM_LIMITS } from '@/schemas/form-limits';
import { useFormText } from '../../i18n/form-text.client';
import { CaptchaField } from './captcha-field';
import { captchaProblemText } from './message-text';
import type { Captcha } from './use-captcha';

type Props = { id: string; registration: UseFormRegisterReturn; error: string | undefined; captcha: Captcha };

/** Every form's verification code field, with the shared texts. */
export function LeadCaptcha({ id, registration, error, captcha }: Props) {
  const text = useFormText();
  const { t } = text;
  return (
    <CaptchaField
      id={id}
      label={t('form.label.verifyCode')}
      placeholder={t('form.placeholder.verifyCode')}
      registration={registration}
      error={error}
      maxLength={FORM_LIMITS.verifyCode}
      captcha={captcha}
      problem={captchaProblemText(text, captcha.view.problem)}
      alt={t('form.captchaAlt')}
      refreshLabel={t('form.refreshCaptcha')}
    />
  );
}
