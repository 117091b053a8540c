import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { PortalErrorWatcher } from '@/renderer/frame/behaviours/browser-errors/portal-error-watcher.client';
import { getSiteInfo } from '@/renderer/data/content/get-site-info';
import { chromeText } from '@/renderer/i18n/chrome-text';
import { TextProvider } from '@/renderer/i18n/text-provider.client';
import { htmlLang } from '@/renderer/i18n/messages';
import { getTranslator } from '@/renderer/i18n/server-intl';
import { Announcement } from '@/renderer/chrome/header/announcement';
import { ClientBehaviours } from '@/renderer/frame/behaviours/client-behaviours';
import { consoleHostOf } from '@/renderer/chrome/header/console-host';
import { OfflineNotice } from '@/renderer/frame/behaviours/offline-notice.client';
import { PreviewBanner } from '@/renderer/frame/preview-banner/preview-banner';
import { SidePanel } from '@/renderer/chrome/side-panel/side-panel';
import chrome from '@/app/[locale]/[device]/site-chrome.module.css';
import { SiteFooter } from '@/renderer/chrome/footer/site-footer';
import { SiteHeader } from '@/renderer/chrome/header/site-header';
import { UserLoader } from '@/renderer/frame/behaviours/user-loader.client';
import { readSiteParams } from '@/renderer/data/routing/page-params';
import { metadataBase } from '@/renderer/pipeline/seo/metadata-base';
import { loadSiteOrigins } from '@/renderer/data/routing/load-site-origins';
import { previewStatus } from '@/renderer/data/preview/preview-session';
import { StateProvider } from '@/renderer/data/state/state-provider.client';

export function generateStaticParams() {
  return [];
}

type Params = { params: Promise<{ locale: string; device: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale } = await readSiteParams(params);
  const [[, siteInfo], base] = await Promise.all([getSiteInfo(locale), metadataBase(locale)]);
  return { metadataBase: base, icons: siteInfo ? { icon: siteInfo.iconUrl } : undefined };
}

export default async function SiteLayout({ children, params }: Params & { children: ReactNode }) {
  const { locale, device } = await readSiteParams(params);
  // The chrome degrades to a bare header when the CMS fails; the page below shows the error page.
  const [[, siteInfo], sites, preview] = await Promise.all([getSiteInfo(locale), loadSiteOrigins(locale), previewStatus(locale)]);
  const t = getTranslator(locale);
  return (
    <TextProvider text={chromeText(locale)} lang={htmlLang[locale]}>
      <StateProvider
        locale={locale}
        isMobile={device === 'mobile'}
        isPreview={preview.state !== 'off'}
        preToken={preview.state === 'off' ? null : preview.maskedToken}
      >
        <PreviewBanner locale={locale} status={preview} />
        <a className={chrome.skipLink} href="#main">
          {t('nav.skipToContent')}
        </a>
        <Announcement locale={locale} />
        <SiteHeader locale={locale} device={device} siteInfo={siteInfo} sites={sites} />
        <main id="main" className={chrome.main} tabIndex={-1} data-drawer-inert="">
          {children}
        </main>
        <SiteFooter locale={locale} siteInfo={siteInfo} />
        <SidePanel locale={locale} device={device} siteInfo={siteInfo} />
        <OfflineNotice text={t('status.offline')} className={chrome.offline} />
        <ClientBehaviours locale={locale} device={device} />
        <PortalErrorWatcher locale={locale} consoleHost={consoleHostOf(siteInfo)} siteOrigin={sites?.origins[locale]} />
        {/* Without site info there is no console to log in to, so nobody to ask about. */}
        {siteInfo ? <UserLoader /> : null}
      </StateProvider>
    </TextProvider>
  );
}
