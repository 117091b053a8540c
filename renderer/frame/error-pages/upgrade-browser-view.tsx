import type { LanguageCode } from '@/schemas/locale';
import { getTranslator } from '../../i18n/server-intl';
import styles from './upgrade-browser-view.module.css';

/** Product names, the same in every language; each vendor's own download page. */
const BROWSERS = [
  { name: 'Google Chrome', href: 'https://www.google.com/chrome/' },
  { name: 'Microsoft Edge', href: 'https://www.microsoft.com/edge' },
  { name: 'Mozilla Firefox', href: 'https://www.mozilla.org/firefox/new/' },
  { name: 'Safari', href: 'https://www.apple.com/safari/' },
] as const;

/**
 * The upgrade page for Internet Explorer below 10 and for pages whose scripts cannot load (docs/behaviours.md).
 * Plain links and CSS only: it must work where the site's scripts do not run.
 */
export function UpgradeBrowserView({ locale }: { locale: LanguageCode }) {
  const t = getTranslator(locale);
  return (
    <section className={styles.page} aria-labelledby="upgrade-title" data-upgrade-browser="">
      <h1 id="upgrade-title" className={styles.title}>
        {t('upgrade.title')}
      </h1>
      <p className={styles.text}>{t('upgrade.text')}</p>
      <h2 className={styles.browsersTitle}>{t('upgrade.browsers')}</h2>
      <ul className={styles.browsers}>
        {BROWSERS.map((browser) => (
          <li key={browser.name}>
            <a href={browser.href} rel="noopener noreferrer">
              {browser.name}
            </a>
          </li>
        ))}
      </ul>
      {/* A full page load, not a client navigation: the scripts that failed are fetched afresh. */}
      <a className={styles.home} href="/">
        {t('error.backHome')}
      </a>
    </section>
  );
}
