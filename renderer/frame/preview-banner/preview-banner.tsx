import { clsx } from 'clsx';
import type { LanguageCode } from '@/schemas/locale';
import { htmlLang } from '../../i18n/messages';
import { getTranslator } from '../../i18n/server-intl';
import type { PreviewStatus } from '../../data/preview/preview-session';
import styles from './preview-banner.module.css';
import { PREVIEW_BANNER_SLOT_ID } from './preview-banner-slot';
import { SectionMessages } from '../../i18n/section-messages';
import { InspectorLoader } from './inspector-loader.client';
import { LiveRefreshLoader } from './live-refresh-loader.client';
import { PreviewExit } from './preview-exit.client';

/**
 * Shown to content admins in preview (docs/preview.md); says so when the CMS refused the token, refreshes the page
 * when its content changes, and turns the module inspector on.
 */
export function PreviewBanner({ locale, status }: { locale: LanguageCode; status: PreviewStatus }) {
  if (status.state === 'off') return null;
  const t = getTranslator(locale);
  const rejected = status.state === 'rejected';
  return (
    <section className={clsx(styles.banner, rejected && styles.rejected)} aria-label={t('preview.banner')}>
      <p role={rejected ? 'alert' : 'status'} className={styles.message}>
        {rejected ? `${t('preview.invalidToken')} ${t('preview.publishedShown')}` : t('preview.banner')}
      </p>
      {!rejected && (
        <LiveRefreshLoader
          locale={locale}
          lang={htmlLang[locale]}
          labels={{ updated: t('preview.live.updated'), unavailable: t('preview.live.unavailable'), refresh: t('preview.live.refresh') }}
          className={styles.live}
        />
      )}
      {!rejected && (
        <SectionMessages locale={locale} section="inspector">
          <InspectorLoader className={styles.close} />
        </SectionMessages>
      )}
      <span id={PREVIEW_BANNER_SLOT_ID} className={styles.notes} />
      <span className={styles.token}>{t('preview.tokenLabel', { token: status.maskedToken })}</span>
      <PreviewExit label={t('preview.close')} className={styles.close} />
    </section>
  );
}
