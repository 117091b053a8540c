'use client';

import { useEffect, useState, type ComponentType } from 'react';
import type { LanguageCode } from '@/schemas/locale';

type FormProps = { locale: LanguageCode; compact?: boolean };

/**
 * The side panel's inquiry form (spec section 2), the compact contact form. It is on every page, so
 * its code (react-hook-form, zod, the captcha) is imported just after the page has loaded, never
 * with the page's first-load scripts; the popup that shows it is closed until the visitor opens it.
 */
export function SideInquiryForm({ locale }: { locale: LanguageCode }) {
  const [Form, setForm] = useState<ComponentType<FormProps> | null>(null);
  useEffect(() => {
    let active = true;
    const load = () =>
      void import('../templates/forms/contact/contact-form.client').then(({ ContactForm }) => {
        if (active) setForm(() => ContactForm);
      });
    let timer: number | undefined;
    // After the load event (Safari has no requestIdleCallback), so it never competes with the page's own scripts.
    const start = () => {
      timer = window.setTimeout(load, 200);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      active = false;
      window.removeEventListener('load', start);
      window.clearTimeout(timer);
    };
  }, []);
  return Form ? <Form locale={locale} compact /> : null;
}
