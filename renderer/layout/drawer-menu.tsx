import { PrefetchLink as Link } from '@/modules/_ui/prefetch-link.client';
import type { LanguageCode } from '@/schemas/locale';
import type { MenuItem } from '@/schemas/menu';
import { menuLabel } from '../menu/visible-menus';
import { ChevronDownIcon } from './icons';
import { safeHref } from './menu-entry';
import styles from './mobile-menu.module.css';

function DrawerItems({ items, locale }: { items: readonly MenuItem[]; locale: LanguageCode }) {
  return (
    <ul className={styles.subList}>
      {items.map((item) => {
        const href = safeHref(item.path);
        const label = menuLabel(item, locale);
        return (
          <li key={item.id} className={item.classify ? styles.category : undefined}>
            {href && !item.classify ? (
              <Link href={href} className={styles.link}>
                {label}
              </Link>
            ) : (
              <span className={styles.categoryLabel}>{label}</span>
            )}
            {item.children.length > 0 ? <DrawerItems items={item.children} locale={locale} /> : null}
          </li>
        );
      })}
    </ul>
  );
}

type Props = { menus: readonly MenuItem[]; locale: LanguageCode; label: string; viewAllLabel: string };

/** The drawer's menu tree: one expandable submenu (a native disclosure) per top-level item. */
export function DrawerMenu({ menus, locale, label, viewAllLabel }: Props) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.topList}>
        {menus.map((top) => {
          const href = safeHref(top.path);
          return (
            <li key={top.id}>
              <details className={styles.group}>
                <summary className={styles.summary}>
                  <span>{menuLabel(top, locale)}</span>
                  <ChevronDownIcon size={16} />
                </summary>
                {href ? (
                  <Link href={href} className={`${styles.link} ${styles.viewAll}`}>
                    {viewAllLabel}
                  </Link>
                ) : null}
                <DrawerItems items={top.children} locale={locale} />
              </details>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
