import { SiteAnchor as Link } from '@/modules/_ui/site-anchor';
import type { Translate } from '../../i18n/server-intl';
import { NEWS_LISTS } from './news-lists';
import styles from './news-list.module.css';

const PAGES = [NEWS_LISTS.reports, NEWS_LISTS.interpretation] as const;

/** The switch between the report list and the report interpretations. */
export function ReportsNav({ current, t }: { current: string; t: Translate }) {
  return (
    <nav className={styles.sectionNav} aria-label={t('news.reportsNav')}>
      <ul>
        {PAGES.map((page) => (
          <li key={page.path}>
            <Link href={page.path} aria-current={page.path === current ? 'page' : undefined}>
              {t(page.title)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
