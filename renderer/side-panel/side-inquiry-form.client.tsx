'use client';

import { useEffect, useState, type ComponentType } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import { afterPageLoad } from '../behaviours/after-page-load';
import type { BrowserMessages } from '../i18n/browser-messages';
import { ScopedMessages } from '../i18n/scoped-messages.client';

type FormProps = { locale: LanguageCode; compact?: boolean };

/**
 * The side panel's inquiry form (spec section 2), the compact contact form. It is on every page, so
 * its code (react-hook-form, zod, the captcha) and its messages are imported just after the page has
 * loaded, never with the page's first-load scripts; the popup that shows it is closed until the visitor opens it.
 */
export function SideInquiryForm({ locale }: { locale: LanguageCode }) {
  const [loaded, setLoaded] = useState<{ Form: ComponentType<FormProps>; messages: BrowserMessages } | null>(null);
  useEffect(() => {
    let active = true;
    const load = () =>
      // Both imported here, not at the top: the messages' loader checks them with zod, which a static import
      // put in every page's first-load scripts (31 KB gzip).
      void Promise.all([
        import('../templates/forms/contact/contact-form.client'),
        import('../i18n/load-form-messages').then(({ loadFormMessages }) => loadFormMessages(locale)),
      ]).then(
        ([{ ContactForm }, messages]) => {
          if (active) setLoaded({ Form: ContactForm, messages });
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
  return loaded ? (
    <ScopedMessages messages={loaded.messages}>
      <loaded.Form locale={locale} compact />
    </ScopedMessages>
  ) : null;
}
