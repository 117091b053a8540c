import { clsx } from 'clsx';
import { CardGrid } from '../_ui/card-grid';
import { CmsImage } from '../_ui/cms-image';
import { Section } from '../_ui/section';
import styles from './contact-info.module.css';
import type { ContactEntry, ContactInfoProps } from './schema';

function EntryValue({ entry }: { entry: ContactEntry }) {
  switch (entry.kind) {
    case 'phone':
      // Dialers want digits only; the visitor reads the number as written.
      return <a href={`tel:${entry.value.replace(/[^\d+]/g, '')}`}>{entry.value}</a>;
    case 'email':
      return <a href={`mailto:${entry.value}`}>{entry.value}</a>;
    case 'address':
    case 'hours':
      return entry.value;
  }
}

export function ContactInfo({ title, subtitle, entries, map }: ContactInfoProps) {
  return (
    <Section title={title} subtitle={subtitle}>
      <div className={clsx(styles.layout, map && styles.withMap)}>
        <address className={styles.address}>
          <CardGrid as="dl" className={styles.entries} max={map ? 2 : 4}>
            {entries.map((entry) => (
              <div key={`${entry.kind}:${entry.value}`} className={styles.entry}>
                <dt className={styles.label}>{entry.label}</dt>
                <dd className={styles.value}>
                  <EntryValue entry={entry} />
                </dd>
              </div>
            ))}
          </CardGrid>
        </address>
        {map ? (
          <CmsImage className={styles.map} src={map.src} alt={map.alt} width={map.width} height={map.height} sizes="(max-width: 768px) 100vw, 560px" />
        ) : null}
      </div>
    </Section>
  );
}
