'use client';

import { SiteAnchor } from '@/modules/_ui/site-anchor';
import { useContext } from 'react';
import type { DrawerNode } from '../../data/menu/navigation-view';
import { ChevronDownIcon } from '../../../modules/_ui/icons';
import { DrawerOpen } from './mobile-menu.client';
import { NavigationStatus, type NavigationStatusLabels } from './navigation-status';
import { loadNavigation, useNavigation } from './use-navigation';
import styles from './mobile-menu.module.css';

function DrawerItems({ items }: { items: readonly DrawerNode[] }) {
  return (
    <ul className={styles.subList}>
      {items.map((item) => (
        <li key={item.id} className={item.heading ? styles.category : undefined}>
          {item.href ? (
            <SiteAnchor href={item.href} className={styles.link}>
              {item.label}
            </SiteAnchor>
          ) : (
            <span className={styles.categoryLabel}>{item.label}</span>
          )}
          {item.children.length > 0 ? <DrawerItems items={item.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

type Props = { navigationUrl: string; label: string; viewAllLabel: string; status: NavigationStatusLabels };

/**
 * The drawer's menu tree: one expandable submenu (a native disclosure) per top-level item. The tree is
 * loaded at the visitor's first interaction (use-navigation.ts), at the latest when the drawer opens.
 */
export function DrawerMenu({ navigationUrl, label, viewAllLabel, status }: Props) {
  const state = useNavigation(loadNavigation, navigationUrl, useContext(DrawerOpen));
  return (
    <nav aria-label={label} className={styles.nav}>
      {state.view ? (
        <ul className={styles.topList}>
          {state.view.drawer.map((top) => (
            <li key={top.id}>
              <details className={styles.group}>
                <summary className={styles.summary}>
                  <span>{top.label}</span>
                  <ChevronDownIcon size={16} />
                </summary>
                {top.href ? (
                  <SiteAnchor href={top.href} className={`${styles.link} ${styles.viewAll}`}>
                    {viewAllLabel}
                  </SiteAnchor>
                ) : null}
                <DrawerItems items={top.children} />
              </details>
            </li>
          ))}
        </ul>
      ) : (
        <NavigationStatus state={state} labels={status} />
      )}
    </nav>
  );
}
