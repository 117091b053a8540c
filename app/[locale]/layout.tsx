import type { ReactNode } from 'react';
import { HIDE_CLOSED_ANNOUNCEMENT } from '@/renderer/chrome/header/announcement-hide-early';
import { htmlLang } from '@/renderer/i18n/messages';
import { readSiteParams } from '@/renderer/data/routing/page-params';
import '../globals.css';

/** Pages render on first request and are then cached; none are built ahead, so a build can serve any CMS. */
export function generateStaticParams() {
  return [];
}

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await readSiteParams(params);
  return (
    <html lang={htmlLang[locale]}>
      <head>
        {/* Our own constant as the script's text: React writes it raw, with any "</script" escaped. */}
        <script>{HIDE_CLOSED_ANNOUNCEMENT}</script>
      </head>
      <body>{children}</body>
    </html>
  );
}
