import { SiteAnchor as Link } from '@/modules/_ui/site-anchor';
import { pathsMissingIn } from '../../pipeline/resolve/locale-has-path';
import type { LanguageCode } from '@/schemas/locale';
import type { WebInfo } from '@/schemas/site-info';
import { getNavigation, getVisibleMenus, navigationPath } from '../../data/content/get-navigation';
import { htmlLang, type MessageKey } from '../../i18n/messages';
import { getTranslator } from '../../i18n/server-intl';
import { highlightPrefixes } from '../../data/menu/highlight';
import { firstPath, menuLabel } from '../../data/menu/visible-menus';
import type { Device } from '../../data/routing/device';
import type { SiteAddresses } from '../../data/routing/site-origins';
import { SearchBox } from '../../templates/search/search-box.client';
import { AccountLink } from './account-link.client';
import { consoleHostOf } from './console-host';
import { DesktopNav, type DesktopNavItem } from './desktop-nav.client';
import { DrawerMenu } from './drawer-menu.client';
import { HeaderSearch } from './header-search.client';
import { HeaderShell } from './header-shell.client';
import { LanguageSwitcher, type LanguageChoice } from './language-switcher.client';
import { MobileMenu } from './mobile-menu.client';
import type { NavigationStatusLabels } from './navigation-status';
import styles from './site-header.module.css';

/** `sites`: the origins the layout loaded for the whole page (undefined while the CMS cannot say which hosts the site has). */
type Props = { locale: LanguageCode; device: Device; siteInfo: WebInfo | undefined; sites: SiteAddresses | undefined };

const languageKey = (code: LanguageCode): MessageKey => `language.${code}`;
/** Where the desktop markup shows its menu bar; a narrower window has the drawer (site-header.module.css). */
const WIDE = '(min-width: 1024px)';

/**
 * The header: the device segment picks the markup on the server, so the first HTML is already right.
 * Desktop: logo, mega-menu navbar, search, language menu, login and console (below 1024 px the drawer
 * holds the menus).
 * Mobile: logo and a hamburger opening the drawer with the same tree, the languages, console and login.
 * The panels' and the drawer's links load at the first interaction (api/navigation); the site map, linked from
 * the footer, has every one of them in its server HTML.
 */
export async function SiteHeader({ locale, device, siteInfo, sites }: Props) {
  const t = getTranslator(locale);
  const [{ menus }, navigation] = await Promise.all([getVisibleMenus(locale), getNavigation(locale)]);
  const navigationUrl = navigationPath(locale, navigation.version);
  const status: NavigationStatusLabels = { loading: t('nav.menuLoading'), failed: t('nav.menuFailed'), siteMap: t('nav.siteMap') };
  const consoleHost = consoleHostOf(siteInfo);
  const languages: LanguageChoice[] = (sites?.languages ?? []).map((language) => ({
    ...language,
    label: t(languageKey(language.value)),
    lang: htmlLang[language.value],
    missing: pathsMissingIn(language.value),
  }));
  const languageLabel = t('nav.languageCurrent', { language: t(languageKey(locale)) });
  const siteOrigin = languages.find((language) => language.value === locale)?.origin;

  const account = (className: string | undefined) =>
    consoleHost ? (
      <>
        <AccountLink consoleHost={consoleHost} siteOrigin={siteOrigin} loginLabel={t('nav.login')} className={className} />
        <a href={consoleHost} className={styles.console}>
          {t('nav.console')}
        </a>
      </>
    ) : null;

  const languageMenu = (variant: 'menu' | 'list') =>
    languages.length > 1 ? (
      <LanguageSwitcher options={languages} current={locale} variant={variant} label={variant === 'menu' ? languageLabel : t('nav.language')} />
    ) : null;
  const drawerMenu = <DrawerMenu navigationUrl={navigationUrl} label={t('nav.main')} viewAllLabel={t('common.viewAll')} status={status} />;

  if (device === 'mobile') {
    return (
      <HeaderShell className={`${styles.header} ${styles.mobile}`}>
        <div className={styles.inner}>
          <Logo siteInfo={siteInfo} label={t('nav.home')} />
          <div className={styles.drawerSlot}>
            <MobileMenu openLabel={t('nav.menu')} closeLabel={t('nav.closeMenu')}>
              <SearchBox className={styles.drawerSearch} />
              {drawerMenu}
              <div className={styles.drawerFooter}>
                {languageMenu('list')}
                <div className={styles.drawerAccount}>{account(styles.login)}</div>
              </div>
            </MobileMenu>
          </div>
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
  }));
  // One search box, language menu and login at every width; only the menu bar gives way to the drawer in a narrow window.
  return (
    <HeaderShell className={`${styles.header} ${styles.desktop}`}>
      <div className={styles.inner}>
        <Logo siteInfo={siteInfo} label={t('nav.home')} />
        <div className={styles.navSlot}>
          <DesktopNav label={t('nav.main')} items={items} navigationUrl={navigationUrl} moreLabel={t('common.learnMore')} status={status} />
        </div>
        <div className={styles.actions}>
          <HeaderSearch label={t('nav.search')}>
            <SearchBox className={styles.search} />
          </HeaderSearch>
          {languageMenu('menu')}
          {account(styles.login)}
          <div className={styles.drawerSlot}>
            <MobileMenu openLabel={t('nav.menu')} closeLabel={t('nav.closeMenu')} closeWhen={WIDE}>
              {drawerMenu}
            </MobileMenu>
          </div>
        </div>
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
