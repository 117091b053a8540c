import { Fragment } from 'react';
import { SiteAnchor } from '@/modules/_ui/site-anchor';
import type { NavEntry, NavPanel } from '../../data/menu/navigation-view';
import { ArrowRightIcon } from '../../../modules/_ui/icons';
import { LinkTopic } from '../../../modules/_ui/link-topic';
import styles from './mega-panel.module.css';

/** One menu item: its icon (the hover icon on hover or focus), its name, and its subtitle and badge (sub-items have none). */
function MenuEntry({ entry, compact = false }: { entry: NavEntry; compact?: boolean }) {
  const body = (
    <>
      {entry.icon ? (
        <span className={styles.icon} aria-hidden="true">
          <img className={styles.iconDefault} src={entry.icon} alt="" width={24} height={24} loading="lazy" decoding="async" />
          {entry.hoverIcon ? <img className={styles.iconHover} src={entry.hoverIcon} alt="" width={24} height={24} loading="lazy" decoding="async" /> : null}
        </span>
      ) : null}
      <span className={styles.entryText}>
        <span className={styles.entryName}>
          {entry.label}
          {entry.badge ? <span className={styles.badge}>{entry.badge}</span> : null}
        </span>
        {entry.subtitle ? <span className={styles.entryDesc}>{entry.subtitle}</span> : null}
      </span>
    </>
  );
  const className = compact ? `${styles.entry} ${styles.compact}` : styles.entry;
  return entry.href ? (
    <SiteAnchor href={entry.href} className={className}>
      {body}
    </SiteAnchor>
  ) : (
    <span className={className}>{body}</span>
  );
}

type Props = { title: string; panel: NavPanel; moreLabel: string };

/** The body of a top-level item's mega-menu: a short intro, then its items in column1..column4, headings on one top line. */
export function MegaPanel({ title, panel, moreLabel }: Props) {
  return (
    <div className={styles.panelInner}>
      <div className={styles.intro}>
        <p className={styles.introTitle}>{title}</p>
        {panel.intro ? <p className={styles.introText}>{panel.intro}</p> : null}
        {panel.href ? (
          <SiteAnchor href={panel.href} className={styles.introLink}>
            {moreLabel}
            <LinkTopic topic={title} />
            <ArrowRightIcon />
          </SiteAnchor>
        ) : null}
      </div>
      <div className={styles.columns}>
        {panel.columns.map((column, index) => (
          <Fragment key={column.id}>
            {column.heading ? (
              <p className={`${styles.category} ${styles.topHeading}`} style={{ gridColumn: `${index + 1} / span ${column.heading.span}` }}>
                {column.heading.label}
              </p>
            ) : null}
            {/* Every column starts on the line below the headings, whether or not one stands above it. */}
            <div className={styles.column} data-column={column.id} style={{ gridRow: 2, gridColumn: index + 1 }}>
              {column.groups.map((group) => (
                <div key={group.entries[0]?.id} className={styles.group}>
                  {group.heading ? <p className={styles.category}>{group.heading}</p> : null}
                  <ul className={styles.entries}>
                    {group.entries.map((entry) => (
                      <li key={entry.id}>
                        <MenuEntry entry={entry} />
                        {entry.subItems.length > 0 ? (
                          <ul className={styles.subItems}>
                            {entry.subItems.map((sub) => (
                              <li key={sub.id}>
                                <MenuEntry entry={sub} compact />
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
          </Fragment>
        ))}
      </div>
    </div>
  );
}
