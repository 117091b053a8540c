import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getMenus, getSiteInfo } from '@/renderer/content/get-site-info';
import { dictionaries, htmlLang } from '@/renderer/i18n/messages';
import { ClientIntlProvider } from '@/renderer/i18n/intl-provider.client';
import { getTranslator } from '@/renderer/i18n/server-intl';
import { SiteFooter } from '@/renderer/layout/site-footer';
import { SiteHeader } from '@/renderer/layout/site-header';
import { visibleMenus } from '@/renderer/menu/visible-menus';
import { readSiteParams } from '@/renderer/routing/page-params';

export function generateStaticParams() {
  return [];
}

type Params = { params: Promise<{ locale: string; device: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await readSiteParams(params);
  const [, siteInfo] = await getSiteInfo(locale);
  return { icons: siteInfo ? { icon: siteInfo.iconUrl } : undefined };
}

export default async function SiteLayout({ children, params }: Params & { children: ReactNode }) {
  const { locale } = await readSiteParams(params);
  // The chrome degrades to a bare header when the CMS fails; the page below shows the error page.
  const [[, siteInfo], [, menus]] = await Promise.all([getSiteInfo(locale), getMenus(locale)]);
  const t = getTranslator(locale);
  return (
    <ClientIntlProvider lang={htmlLang[locale]} messages={dictionaries[locale]}>
      <a className="visually-hidden" href="#main">
        {t('nav.skipToContent')}
      </a>
      <SiteHeader locale={locale} siteInfo={siteInfo} menus={visibleMenus(menus ?? [], locale)} homeLabel={t('nav.home')} />
      <main id="main">{children}</main>
      <SiteFooter locale={locale} siteInfo={siteInfo} />
    </ClientIntlProvider>
  );
}
