import { SITE_MAP_PATH } from '../../data/menu/site-map-path';
import styles from './mega-menu.module.css';

export type NavigationStatusLabels = { loading: string; failed: string; siteMap: string };

/** What a panel or the drawer shows until its menus have loaded, or when they cannot: the site map lists every page. */
export function NavigationStatus({ state, labels }: { state: { failed: boolean }; labels: NavigationStatusLabels }) {
  return (
    <p className={styles.status} role="status">
      {state.failed ? (
        <>
          {labels.failed} <a href={SITE_MAP_PATH}>{labels.siteMap}</a>
        </>
      ) : (
        labels.loading
      )}
    </p>
  );
}
