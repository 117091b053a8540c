'use client';

import type { LanguageCode } from '@/schemas/locale';
import { useLoadedAfterPage } from '../../frame/behaviours/use-loaded-after-page';

// Both imported here, not at the top: the messages' loader checks them with zod, which a static import
// put in every page's first-load scripts (31 KB gzip).
const loadForm = (locale: LanguageCode) =>
  Promise.all([import('./side-contact-form.client'), import('../../i18n/load-form-messages').then(({ loadFormMessages }) => loadFormMessages(locale))]).then(
    ([{ SideContactForm }, messages]) => ({ Form: SideContactForm, messages }),
  );

/**
 * The side panel's inquiry form, the compact contact form. Its code (react-hook-form, the
 * captcha) and its messages are imported just after the page has loaded, never with the page's first-load
 * scripts. Offline or after a failed request the popup keeps its other ways to reach us (phone, the contact page).
 */
export function SideInquiryForm({ locale }: { locale: LanguageCode }) {
  const loaded = useLoadedAfterPage(loadForm, locale);
  return loaded ? <loaded.Form locale={locale} messages={loaded.messages} /> : null;
}
