'use client';

import dynamic from 'next/dynamic';
import type { LanguageCode } from '@/schemas/locale';

// The form (react-hook-form, zod, captcha) is in every page's side panel; loaded after hydration, it
// stays out of every page's first-load JavaScript. The popup is closed until the visitor opens it.
const ContactForm = dynamic(() => import('../templates/forms/contact/contact-form.client').then((module) => module.ContactForm), {
  ssr: false,
});

/** The side panel's inquiry form (spec section 2), the compact contact form. */
export function SideInquiryForm({ locale }: { locale: LanguageCode }) {
  return <ContactForm locale={locale} compact />;
}
