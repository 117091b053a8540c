import { imageUrlSchema } from '@/schemas/link';
import type { LanguageCode } from '@/schemas/locale';
import type { WebInfo } from '@/schemas/site-info';
import { getTranslator } from '../../i18n/server-intl';
import type { Device } from '../../data/routing/device';
import { ChatIcon } from '../../../modules/_ui/icons';
import { ChatButton } from './chat-button.client';
import { DeferredSidePanel } from './deferred-side-panel.client';
import styles from './side-panel.module.css';

type Props = { locale: LanguageCode; device: Device; siteInfo: WebInfo | undefined };

/**
 * The floating side panel. Desktop: the panel drawn after the page has loaded
 * (DeferredSidePanel). Mobile: the chat icon (Chinese).
 */
export function SidePanel({ locale, device, siteInfo }: Props) {
  const t = getTranslator(locale);
  const chat = locale === 'ZH_CN';
  if (device === 'mobile') {
    return chat ? (
      <div className={styles.mobileChatSlot} data-drawer-inert="">
        <ChatButton className={styles.mobileChat} label={t('side.onlineChat')}>
          <ChatIcon size={26} />
        </ChatButton>
      </div>
    ) : null;
  }
  return (
    <DeferredSidePanel
      locale={locale}
      text={{
        label: t('side.label'),
        contactUs: t('side.contactUs'),
        presaleLine: t('side.presaleLine'),
        aftersaleLine: t('side.aftersaleLine'),
        onlineChat: chat ? t('side.onlineChat') : undefined,
        cooperate: t('side.cooperate'),
        officialAccount: t('side.officialAccount'),
        qrAlt: t('side.qrAlt'),
        scanQr: t('side.scanQr'),
        backToTop: t('side.backToTop'),
      }}
      phones={siteInfo ? { presale: siteInfo.tel, aftersale: siteInfo.telCooperation } : undefined}
      qrCode={imageUrlSchema.safeParse(siteInfo?.codeUrl).data}
    />
  );
}
