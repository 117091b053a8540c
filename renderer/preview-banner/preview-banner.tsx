import { clsx } from 'clsx';
import type { LanguageCode } from '@/schemas/locale';
import { getTranslator } from '../i18n/server-intl';
import type { PreviewStatus } from '../request/preview-session';
import styles from './preview-banner.module.css';
import { PREVIEW_BANNER_SLOT_ID } from './preview-banner-slot';
import { PreviewExit } from './preview-exit.client';

/** Shown to content admins in preview (spec section 2); says so when the CMS refused the token. */
export function PreviewBanner({ locale, status }: { locale: LanguageCode; status: PreviewStatus }) {
  if (status.state === 'off') return null;
  const t = getTranslator(locale);
  const rejected = status.state === 'rejected';
  return (
    <section className={clsx(styles.banner, rejected && styles.rejected)} aria-label={t('preview.banner')}>
      <p role={rejected ? 'alert' : 'status'} className={styles.message}>
        {rejected ? `${t('preview.invalidToken')} ${t('preview.publishedShown')}` : t('preview.banner')}
      </p>
      <span id={PREVIEW_BANNER_SLOT_ID} className={styles.notes} />
      <span className={styles.token}>{t('preview.tokenLabel', { token: status.maskedToken })}</span>
      <PreviewExit label={t('preview.close')} className={styles.close} />
    </section>
  );
}
