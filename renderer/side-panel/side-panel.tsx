import Link from 'next/link';
import type { ReactNode } from 'react';
import { imageUrlSchema } from '@/schemas/link';
import type { LanguageCode } from '@/schemas/locale';
import type { WebInfo } from '@/schemas/site-info';
import { getTranslator } from '../i18n/server-intl';
import type { Device } from '../routing/device';
import { BackToTop } from './back-to-top.client';
import { ChatButton } from './chat-button.client';
import { ArrowUpIcon, ChatIcon, HandshakeIcon, PhoneIcon, QrIcon } from '../../modules/_ui/icons';
import { SideInquiryForm } from './side-inquiry-form.client';
import { SidePopup } from './side-popup.client';
import styles from './side-panel.module.css';

const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

type Props = { locale: LanguageCode; device: Device; siteInfo: WebInfo | undefined };

/**
 * The floating side panel (spec section 2). Desktop: contact popup (phones and the inquiry-form slot),
 * online chat (Chinese), cooperate, official-account QR code and back to top. Mobile: the chat icon (Chinese).
 */
export function SidePanel({ locale, device, siteInfo }: Props) {
  const t = getTranslator(locale);
  const chat = locale === 'ZH_CN';
  const qrCode = imageUrlSchema.safeParse(siteInfo?.codeUrl).data;
  if (device === 'mobile') {
    return chat ? (
      <div className={styles.mobileChatSlot} data-drawer-inert="">
        <ChatButton className={styles.mobileChat} label={t('side.onlineChat')}>
          <ChatIcon size={26} />
        </ChatButton>
      </div>
    ) : null;
  }
  const label = (icon: ReactNode, text: string) => (
    <>
      {icon}
      <span className={styles.label}>{text}</span>
    </>
  );
  return (
    <aside className={styles.panel} aria-label={t('side.label')} data-drawer-inert="">
      <ul className={styles.list}>
        <li>
          <SidePopup
            className={styles.slot}
            triggerClassName={styles.button}
            popupClassName={`${styles.popup} ${styles.inquiryPopup}`}
            trigger={label(<PhoneIcon />, t('side.contactUs'))}
          >
            <div className={styles.inquiryBody}>
              <p className={styles.popupTitle}>{t('side.contactUs')}</p>
              {siteInfo ? (
                <dl className={styles.phones}>
                  <div>
                    <dt>{t('side.presaleLine')}</dt>
                    <dd>
                      <a href={telHref(siteInfo.tel)}>{siteInfo.tel}</a>
                    </dd>
                  </div>
                  <div>
                    <dt>{t('side.aftersaleLine')}</dt>
                    <dd>
                      <a href={telHref(siteInfo.telCooperation)}>{siteInfo.telCooperation}</a>
                    </dd>
                  </div>
                </dl>
              ) : null}
              <div data-slot="inquiry-form">
                <SideInquiryForm locale={locale} />
              </div>
            </div>
          </SidePopup>
        </li>
        {chat ? (
          <li>
            <ChatButton className={styles.button}>{label(<ChatIcon />, t('side.onlineChat'))}</ChatButton>
          </li>
        ) : null}
        <li>
          <Link href="/partnership_form" prefetch={false} className={styles.button}>
            {label(<HandshakeIcon />, t('side.cooperate'))}
          </Link>
        </li>
        {qrCode ? (
          <li>
            <SidePopup
              className={styles.slot}
              triggerClassName={styles.button}
              popupClassName={`${styles.popup} ${styles.qrPopup}`}
              trigger={label(<QrIcon />, t('side.officialAccount'))}
            >
              <img src={qrCode} alt={t('side.qrAlt')} width={128} height={128} loading="lazy" decoding="async" />
              <p className={styles.qrCaption}>{t('side.scanQr')}</p>
            </SidePopup>
          </li>
        ) : null}
        <li>
          <BackToTop className={`${styles.button} ${styles.top}`} label={t('side.backToTop')}>
            <ArrowUpIcon />
          </BackToTop>
        </li>
      </ul>
    </aside>
  );
}
