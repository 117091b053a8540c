'use client';

import { useEffect, useState } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import { afterPageLoad } from '../behaviours/after-page-load';
import type { PlainText } from '../i18n/text-provider.client';
import type { SideContactForm } from './side-contact-form.client';

/**
 * The side panel's inquiry form (spec section 2), the compact contact form. It is on every page, so
 * its code (react-hook-form, the captcha) and its messages are imported just after the page has
 * loaded, never with the page's first-load scripts; the popup that shows it is closed until the visitor opens it.
 */
export function SideInquiryForm({ locale }: { locale: LanguageCode }) {
  const [loaded, setLoaded] = useState<{ Form: typeof SideContactForm; messages: PlainText } | null>(null);
  useEffect(() => {
    let active = true;
    const load = () =>
      // Both imported here, not at the top: the messages' loader checks them with zod, which a static import
      // put in every page's first-load scripts (31 KB gzip).
      void Promise.all([
        import('./side-contact-form.client'),
        import('../i18n/load-form-messages').then(({ loadFormMessages }) => loadFormMessages(locale)),
      ]).then(
        ([{ SideContactForm }, messages]) => {
          if (active) setLoaded({ Form: SideContactForm, messages });
        },
        // Offline or a failed request: the popup keeps its other ways to reach us (phone, the contact page).
        () => undefined,
      );
    const cancel = afterPageLoad(load);
    return () => {
      active = false;
      cancel();
    };
  }, [locale]);
  return loaded ? <loaded.Form locale={locale} messages={loaded.messages} /> : null;
}
