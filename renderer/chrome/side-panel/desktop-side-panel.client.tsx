'use client';

import { SiteAnchor } from '@/modules/_ui/site-anchor';
import type { ReactNode } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import { ArrowUpIcon, ChatIcon, HandshakeIcon, PhoneIcon, QrIcon } from '../../../modules/_ui/icons';
import { BackToTop } from './back-to-top.client';
import { ChatButton } from './chat-button.client';
import { SideInquiryForm } from './side-inquiry-form.client';
import { SidePopup } from './side-popup.client';
import styles from './side-panel.module.css';

/** The panel's texts, translated on the server. `onlineChat` is absent where there is no chat (English). */
export type SidePanelText = {
  label: string;
  contactUs: string;
  presaleLine: string;
  aftersaleLine: string;
  onlineChat: string | undefined;
  cooperate: string;
  officialAccount: string;
  qrAlt: string;
  scanQr: string;
  backToTop: string;
};

export type DesktopSidePanelProps = {
  locale: LanguageCode;
  text: SidePanelText;
  /** The site's two hotlines; absent when the CMS gave no site info. */
  phones: { presale: string; aftersale: string } | undefined;
  qrCode: string | undefined;
};

const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

function Label({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <>
      {icon}
      <span className={styles.label}>{text}</span>
    </>
  );
}

/**
 * The floating side panel on desktop: contact popup (phones and the inquiry-form slot),
 * online chat (Chinese), cooperate, official-account QR code and back to top.
 */
export function DesktopSidePanel({ locale, text, phones, qrCode }: DesktopSidePanelProps) {
  return (
    <aside className={styles.panel} aria-label={text.label} data-drawer-inert="">
      <ul className={styles.list}>
        <li>
          <SidePopup
            className={styles.slot}
            triggerClassName={styles.button}
            popupClassName={`${styles.popup} ${styles.inquiryPopup}`}
            trigger={<Label icon={<PhoneIcon />} text={text.contactUs} />}
          >
            <div className={styles.inquiryBody}>
              <p className={styles.popupTitle}>{text.contactUs}</p>
              {phones ? (
                <dl className={styles.phones}>
                  <div>
                    <dt>{text.presaleLine}</dt>
                    <dd>
                      <a href={telHref(phones.presale)}>{phones.presale}</a>
                    </dd>
                  </div>
                  <div>
                    <dt>{text.aftersaleLine}</dt>
                    <dd>
                      <a href={telHref(phones.aftersale)}>{phones.aftersale}</a>
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
        {text.onlineChat === undefined ? null : (
          <li>
            <ChatButton className={styles.button}>
              <Label icon={<ChatIcon />} text={text.onlineChat} />
            </ChatButton>
          </li>
        )}
        <li>
          <SiteAnchor href="/partnership_form" prefetch={false} className={styles.button}>
            <Label icon={<HandshakeIcon />} text={text.cooperate} />
          </SiteAnchor>
        </li>
        {qrCode ? (
          <li>
            <SidePopup
              className={styles.slot}
              triggerClassName={styles.button}
              popupClassName={`${styles.popup} ${styles.qrPopup}`}
              trigger={<Label icon={<QrIcon />} text={text.officialAccount} />}
            >
              <img src={qrCode} alt={text.qrAlt} width={128} height={128} loading="lazy" decoding="async" />
              <p className={styles.qrCaption}>{text.scanQr}</p>
            </SidePopup>
          </li>
        ) : null}
        <li>
          <BackToTop className={`${styles.button} ${styles.top}`} label={text.backToTop}>
            <ArrowUpIcon />
          </BackToTop>
        </li>
      </ul>
    </aside>
  );
}
