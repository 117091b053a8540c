import { SiteAnchor as Link } from '@/modules/_ui/site-anchor';
import type { ReactNode } from 'react';
import type { CatalogEntry } from '@/schemas/detail';
import type { LanguageCode } from '@/schemas/locale';
import type { HotMenu } from '@/schemas/menu';
import type { WebInfo } from '@/schemas/site-info';
import { getHotMenus } from '../../data/content/get-hot-menus';
import { getProducts } from '../../data/content/get-products';
import { getTranslator } from '../../i18n/server-intl';
import { fixedGroups, type FooterLink } from '../../data/menu/footer-links';
import { isPathHidden, menuLabel } from '../../data/menu/visible-menus';
import { ChatButton } from '../side-panel/chat-button.client';
import { ChatIcon, MailIcon, PhoneIcon } from '../../../modules/_ui/icons';
import { safeHref } from '../../data/menu/navigation-view';
import styles from './site-footer.module.css';

type Group = { id: string; title: string; links: FooterLink[] };

const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

/** Core products: the published top-level products; a product under another's path (object storage) is left to its parent. */
export function coreProducts(products: readonly CatalogEntry[]): FooterLink[] {
  const safe = products.flatMap((product) => {
    const href = safeHref(product.path);
    return href?.startsWith('/') ? [{ href, label: product.name }] : [];
  });
  return safe.filter((link) => !safe.some((other) => other !== link && link.href.startsWith(`${other.href}/`)));
}

function frequentLinks(hotMenus: readonly HotMenu[], locale: LanguageCode): FooterLink[] {
  return hotMenus.flatMap((menu) => {
    const href = safeHref(menu.path);
    return href && !isPathHidden(href, locale) ? [{ href, label: menuLabel(menu, locale) }] : [];
  });
}

/**
 * Four link groups, the contact block with the online consult, and the notices: Chinese shows the
 * filings and the copyright, English a copyright line.
 */
export async function SiteFooter({ locale, siteInfo }: { locale: LanguageCode; siteInfo: WebInfo | undefined }) {
  const t = getTranslator(locale);
  // A failing list only empties its group: the footer never takes the page down.
  const [[, products], [, hotMenus]] = await Promise.all([getProducts(locale), getHotMenus(locale)]);
  const { cooperation, legal } = fixedGroups(locale, t);
  const groups: Group[] = [
    { id: 'core-products', title: t('footer.coreProducts'), links: coreProducts(products ?? []) },
    { id: 'cooperation', title: t('footer.cooperation'), links: cooperation },
    { id: 'legal', title: t('footer.legal'), links: legal },
    { id: 'frequent-links', title: t('footer.frequentLinks'), links: frequentLinks(hotMenus ?? [], locale) },
  ];
  const copyright = siteInfo?.copyright.find((entry) => entry.languageCode === locale)?.text;
  const consult = (
    <>
      <ChatIcon size={18} />
      {t('footer.onlineConsult')}
    </>
  );

  return (
    <footer className={styles.footer} data-drawer-inert="">
      <div className={styles.inner}>
        <div className={styles.top}>
          <section className={styles.contact} aria-labelledby="footer-contact">
            <h2 id="footer-contact" className={styles.heading}>
              {t('footer.contactUs')}
            </h2>
            {siteInfo ? (
              <dl className={styles.contactList}>
                <ContactLine icon={<PhoneIcon />} term={t('footer.presale')} href={telHref(siteInfo.tel)} text={siteInfo.tel} />
                <ContactLine icon={<PhoneIcon />} term={t('footer.aftersale')} href={telHref(siteInfo.telCooperation)} text={siteInfo.telCooperation} />
                <ContactLine icon={<MailIcon />} term={t('footer.email')} href={`mailto:${siteInfo.email}`} text={siteInfo.email} />
              </dl>
            ) : null}
            {locale === 'ZH_CN' ? (
              <ChatButton className={styles.consult}>{consult}</ChatButton>
            ) : (
              <Link href="/contact" className={styles.consult}>
                {consult}
              </Link>
            )}
          </section>
          {groups.map((group) => (
            <nav key={group.id} className={styles.group} aria-labelledby={`footer-${group.id}`} data-group={group.id}>
              <h2 id={`footer-${group.id}`} className={styles.heading}>
                {group.title}
              </h2>
              <ul className={styles.links}>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} prefetch={false}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className={styles.bottom}>
          {copyright ? <p>{copyright}</p> : null}
          {locale === 'ZH_CN' && siteInfo?.filings.length ? (
            <p className={styles.filings}>
              {siteInfo.filings.flatMap((filing) => {
                const href = safeHref(filing.href);
                return href
                  ? [
                      <a key={filing.href + filing.text} href={href} target="_blank" rel="noopener noreferrer">
                        {filing.text}
                      </a>,
                    ]
                  : [<span key={filing.text}>{filing.text}</span>];
              })}
            </p>
          ) : null}
        </div>
      </div>
    </footer>
  );
}

function ContactLine({ icon, term, href, text }: { icon: ReactNode; term: string; href: string; text: string }) {
  return (
    <div className={styles.contactLine}>
      <dt>
        {icon}
        {term}
      </dt>
      <dd>
        <a href={href}>{text}</a>
      </dd>
    </div>
  );
}
