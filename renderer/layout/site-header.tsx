import { PrefetchLink as Link } from '@/modules/_ui/prefetch-link.client';
import type { LanguageCode } from '@/schemas/locale';
import type { MenuItem } from '@/schemas/menu';
import type { WebInfo } from '@/schemas/site-info';
import { htmlLang, type MessageKey } from '../i18n/messages';
import { getTranslator } from '../i18n/server-intl';
import { highlightPrefixes } from '../menu/highlight';
import { firstPath, menuLabel } from '../menu/visible-menus';
import { readEnv } from '../config/env';
import type { Device } from '../routing/device';
import { originOf } from '../seo/site-origins';
import { SearchBox } from '../templates/search/search-box.client';
import { AccountLink } from './account-link.client';
import { DesktopNav, type DesktopNavItem } from './desktop-nav.client';
import { DrawerMenu } from './drawer-menu';
import { HeaderShell } from './header-shell.client';
import { LanguageSwitcher, type LanguageChoice } from './language-switcher.client';
import { switchableLanguages } from './language-url';
import { MegaPanel } from './mega-panel';
import { safeHref } from './menu-entry';
import { MobileMenu } from './mobile-menu.client';
import styles from './site-header.module.css';

type Props = { locale: LanguageCode; device: Device; siteInfo: WebInfo | undefined; menus: readonly MenuItem[] };

const languageKey = (code: LanguageCode): MessageKey => `language.${code}`;
/** Where the desktop markup swaps its navbar for the drawer (a narrow desktop window). */
const WIDE = '(min-width: 1200px)';

/** The console host, when it is an http(s) address (it comes from the CMS). */
const consoleHostOf = (siteInfo: WebInfo | undefined) => {
  const host = safeHref(siteInfo?.wplusReplaceLink);
  return host && /^https?:\/\//i.test(host) ? host : undefined;
};

/**
 * The header: the device segment picks the markup on the server, so the first HTML is already right.
 * Desktop: logo, mega-menu navbar, language menu, login and console (the drawer serves narrow windows).
 * Mobile: logo and a hamburger opening the drawer with the same tree, the languages, console and login.
 */
export function SiteHeader({ locale, device, siteInfo, menus }: Props) {
  const t = getTranslator(locale);
  const consoleHost = consoleHostOf(siteInfo);
  const languages: LanguageChoice[] = switchableLanguages(siteInfo?.siteLanguageList ?? []).map((language) => ({
    ...language,
    label: t(languageKey(language.value)),
    lang: htmlLang[language.value],
  }));
  const languageLabel = t('nav.languageCurrent', { language: t(languageKey(locale)) });
  const ownHost = languages.find((language) => language.value === locale)?.host;
  const siteOrigin = ownHost ? originOf(ownHost, readEnv()) : undefined;

  const account = (className: string | undefined) =>
    consoleHost ? (
      <>
        <AccountLink consoleHost={consoleHost} siteOrigin={siteOrigin} loginLabel={t('nav.login')} className={className} />
        <a href={consoleHost} className={styles.console}>
          {t('nav.console')}
        </a>
      </>
    ) : null;

  const drawer = (
    <MobileMenu openLabel={t('nav.menu')} closeLabel={t('nav.closeMenu')} closeWhen={device === 'desktop' ? WIDE : undefined}>
      <SearchBox className={styles.drawerSearch} />
      <DrawerMenu menus={menus} locale={locale} label={t('nav.main')} viewAllLabel={t('common.viewAll')} />
      <div className={styles.drawerFooter}>
        {languages.length > 1 ? <LanguageSwitcher options={languages} current={locale} variant="list" label={t('nav.language')} /> : null}
        <div className={styles.drawerAccount}>{account(styles.login)}</div>
      </div>
    </MobileMenu>
  );

  if (device === 'mobile') {
    return (
      <HeaderShell className={`${styles.header} ${styles.mobile}`}>
        <div className={styles.inner}>
          <Logo siteInfo={siteInfo} label={t('nav.home')} />
          <div className={styles.drawerSlot}>{drawer}</div>
        </div>
      </HeaderShell>
    );
  }

  const items: DesktopNavItem[] = menus.map((top) => ({
    code: top.menuCode,
    label: menuLabel(top, locale),
    href: firstPath(top),
    prefixes: highlightPrefixes(top),
    toggleLabel: t('nav.submenu', { name: menuLabel(top, locale) }),
    panel: <MegaPanel top={top} locale={locale} moreLabel={t('common.learnMore')} />,
  }));
  return (
    <HeaderShell className={styles.header}>
      <div className={styles.inner}>
        <Logo siteInfo={siteInfo} label={t('nav.home')} />
        <div className={styles.wideOnly}>
          <DesktopNav label={t('nav.main')} items={items} />
        </div>
        <div className={`${styles.actions} ${styles.wideOnly}`}>
          <SearchBox className={styles.search} />
          {languages.length > 1 ? <LanguageSwitcher options={languages} current={locale} variant="menu" label={languageLabel} /> : null}
          {account(styles.login)}
        </div>
        <div className={`${styles.drawerSlot} ${styles.narrowOnly}`}>{drawer}</div>
      </div>
    </HeaderShell>
  );
}

function Logo({ siteInfo, label }: { siteInfo: WebInfo | undefined; label: string }) {
  return (
    <Link href="/" id="site-logo" className={styles.logo} aria-label={label}>
      <img src={siteInfo?.logoUrl ?? '/images/logo.svg'} alt="" width={128} height={32} />
    </Link>
  );
}
