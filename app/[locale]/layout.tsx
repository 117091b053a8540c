import type { ReactNode } from 'react';
import { htmlLang } from '@/renderer/i18n/messages';
import { readSiteParams } from '@/renderer/routing/page-params';
import '../globals.css';

/** Pages render on first request and are then cached; none are built ahead, so a build can serve any CMS. */
export function generateStaticParams() {
  return [];
}

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await readSiteParams(params);
  return (
    <html lang={htmlLang[locale]}>
      <body>{children}</body>
    </html>
  );
}
