import type { LanguageCode } from '@/schemas/locale';
import type { DrawerNode } from '../../data/menu/navigation-view';
import { getTranslator } from '../../i18n/server-intl';
import { fixedGroups, type FooterLink } from '../../data/menu/footer-links';
import { SITE_MAP_PATH } from '../../data/menu/site-map-path';
import styles from './site-map.module.css';

// Plain anchors: a page of a hundred links would otherwise hydrate a hundred client links and prefetch them.
function Entry({ node }: { node: DrawerNode }) {
  return (
    <li className={node.heading ? styles.heading : undefined}>
      {node.href ? <a href={node.href}>{node.label}</a> : <span>{node.label}</span>}
      {node.children.length > 0 ? (
        <ul>
          {node.children.map((child) => (
            <Entry key={child.id} node={child} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** A footer group as a section of the map; negative ids stay clear of the CMS's menu ids. */
const groupNode = (id: number, label: string, links: readonly FooterLink[]): DrawerNode => ({
  id,
  label,
  href: undefined,
  heading: undefined,
  children: links.map((link, index) => ({ id: id * 100 - index, label: link.label, href: link.href, heading: undefined, children: [] })),
});

type Props = { locale: LanguageCode; tree: readonly DrawerNode[] };

/**
 * Every page of the menus, and the footer's fixed links, as links in the server HTML: the way in for a
 * visitor whose header menus could not load, for one without JavaScript, and for crawlers.
 */
export function SiteMapPage({ locale, tree }: Props) {
  const t = getTranslator(locale);
  const { cooperation, legal } = fixedGroups(locale, t);
  const more = [
    groupNode(-1, t('footer.cooperation'), cooperation),
    groupNode(
      -2,
      t('footer.legal'),
      legal.filter((link) => link.href !== SITE_MAP_PATH),
    ),
  ];
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('siteMap.title')}</h1>
      <div className={styles.sections}>
        {[...tree, ...more].map((top) => (
          <section key={top.id} className={styles.section} aria-labelledby={`site-map-${top.id}`}>
            <h2 id={`site-map-${top.id}`} className={styles.sectionTitle}>
              {top.href ? <a href={top.href}>{top.label}</a> : top.label}
            </h2>
            <ul className={styles.list}>
              {top.children.map((child) => (
                <Entry key={child.id} node={child} />
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
