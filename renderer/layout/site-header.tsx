import Link from 'next/link';
import type { LanguageCode } from '@/schemas/locale';
import type { MenuItem } from '@/schemas/menu';
import type { WebInfo } from '@/schemas/site-info';
import { firstPath, menuLabel } from '../menu/visible-menus';
import styles from './site-header.module.css';

type Props = { locale: LanguageCode; siteInfo: WebInfo | undefined; menus: readonly MenuItem[]; homeLabel: string };

export function SiteHeader({ locale, siteInfo, menus, homeLabel }: Props) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link href="/" className={styles.logo} aria-label={homeLabel}>
          <img src={siteInfo?.logoUrl ?? '/images/logo.svg'} alt="" width={132} height={32} />
        </Link>
        <nav className={styles.nav} aria-label="primary">
          <ul>
            {menus.map((item) => {
              const href = firstPath(item);
              return href ? (
                <li key={item.id}>
                  <Link href={href}>{menuLabel(item, locale)}</Link>
                </li>
              ) : null;
            })}
          </ul>
        </nav>
      </div>
    </header>
  );
}
