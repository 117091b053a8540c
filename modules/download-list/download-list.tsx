import { Section } from '../_ui/section';
import { SiteLink } from '../_ui/site-link';
import styles from './download-list.module.css';
import type { DownloadListProps } from './schema';

type Item = DownloadListProps['items'][number];

/** Site files get `download` and a plain anchor, so Next's router never prefetches or navigates to them. */
function FileLink({ item }: { item: Item }) {
  if (item.href.startsWith('/')) {
    return (
      <a className={styles.link} href={item.href} download>
        {item.title}
      </a>
    );
  }
  return (
    <SiteLink className={styles.link} href={item.href}>
      {item.title}
    </SiteLink>
  );
}

export function DownloadList({ title, subtitle, items }: DownloadListProps) {
  return (
    <Section title={title} subtitle={subtitle}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.href} className={styles.item}>
            <span className={styles.badge}>{item.fileType}</span>
            <div className={styles.body}>
              <h3 className={styles.name}>
                <FileLink item={item} />
              </h3>
              <p className={styles.desc}>{item.description}</p>
            </div>
            <p className={styles.meta}>
              <span>{item.size}</span>
              {item.version ? <span>{item.version}</span> : null}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
