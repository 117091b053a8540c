import type { LanguageCode } from '@/schemas/locale';
import type { WebInfo } from '@/schemas/site-info';
import styles from './site-footer.module.css';

/** Chinese shows filing and copyright notices; English a copyright line (spec section 2). */
export function SiteFooter({ locale, siteInfo }: { locale: LanguageCode; siteInfo: WebInfo | undefined }) {
  const copyright = siteInfo?.copyright.find((entry) => entry.languageCode === locale)?.text;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {copyright ? <p>{copyright}</p> : null}
        {locale === 'ZH_CN' && siteInfo?.filings.length ? (
          <p className={styles.filings}>
            {siteInfo.filings.map((filing) => (
              <a key={filing.href + filing.text} href={filing.href} target="_blank" rel="noopener noreferrer">
                {filing.text}
              </a>
            ))}
          </p>
        ) : null}
      </div>
    </footer>
  );
}
