import { PICTURE_TYPE } from '@/schemas/form-limits';
import type { LanguageCode } from '@/schemas/locale';
import { apiUrl } from './api-url';

/**
 * The captcha is an image, not an enveloped call: same API host, a fresh cache-buster each time. Apart
 * from endpoints.ts so a form page does not load every endpoint's schema to draw its captcha.
 */
export function captchaImageUrl(baseUrl: string, locale: LanguageCode): string {
  const cacheBuster = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return apiUrl(baseUrl, '/picture-code', new URLSearchParams({ pictureType: PICTURE_TYPE, lang: locale, t: cacheBuster }));
}
