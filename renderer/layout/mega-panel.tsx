import { PrefetchLink as Link } from '@/modules/_ui/prefetch-link.client';
import type { LanguageCode } from '@/schemas/locale';
import { parseMenuDesc, type MenuItem } from '@/schemas/menu';
import { arrangeColumns, type MegaMenuEntry } from '../menu/mega-menu';
import { menuLabel } from '../menu/visible-menus';
import { ArrowRightIcon } from './icons';
import styles from './mega-menu.module.css';
import { descFor, MenuEntry, safeHref } from './menu-entry';

type Group = { heading: MenuItem | undefined; entries: MegaMenuEntry[] };

/** Consecutive entries of a column, split where a category heading starts. */
function groupsOf(entries: readonly MegaMenuEntry[]): Group[] {
  const groups: Group[] = [];
  for (const entry of entries) {
    const last = groups.at(-1);
    if (!last || entry.startsCategory) groups.push({ heading: entry.startsCategory ? entry.category : undefined, entries: [entry] });
    else last.entries.push(entry);
  }
  return groups;
}

/** The body of a top-level item's mega-menu: a short intro, then its items in column1..column4. */
export function MegaPanel({ top, locale, moreLabel }: { top: MenuItem; locale: LanguageCode; moreLabel: string }) {
  const columns = arrangeColumns(top);
  const used = columns.findLastIndex((column) => column.entries.length > 0) + 1;
  const intro = parseMenuDesc(top.desc);
  const introText = descFor(intro.subtitle ?? intro.text, locale);
  const topHref = safeHref(top.path);
  return (
    <div className={styles.panelInner}>
      <div className={styles.intro}>
        <p className={styles.introTitle}>{menuLabel(top, locale)}</p>
        {introText ? <p className={styles.introText}>{introText}</p> : null}
        {topHref ? (
          <Link href={topHref} className={styles.introLink}>
            {moreLabel}
            {/* "Learn more" alone does not say where the link goes (screen readers, search engines). */}
            <span className="visually-hidden">: {menuLabel(top, locale)}</span>
            <ArrowRightIcon />
          </Link>
        ) : null}
      </div>
      <div className={styles.columns}>
        {columns.slice(0, used).map((column) => (
          <div key={column.id} className={styles.column} data-column={column.id}>
            {groupsOf(column.entries).map((group) => (
              <div key={group.entries[0]?.item.id} className={styles.group}>
                {group.heading ? <p className={styles.category}>{menuLabel(group.heading, locale)}</p> : null}
                <ul className={styles.entries}>
                  {group.entries.map((entry) => (
                    <li key={entry.item.id}>
                      <MenuEntry item={entry.item} locale={locale} />
                      {entry.subItems.length > 0 ? (
                        <ul className={styles.subItems}>
                          {entry.subItems.map((sub) => (
                            <li key={sub.id}>
                              <MenuEntry item={sub} locale={locale} compact />
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
