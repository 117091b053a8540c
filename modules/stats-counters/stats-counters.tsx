import { CardGrid } from '../_ui/card-grid';
import { Section } from '../_ui/section';
import { CountUp } from './stats-counters.client';
import type { StatsCountersProps } from './schema';
import styles from './stats-counters.module.css';

export function StatsCounters({ title, subtitle, items }: StatsCountersProps) {
  return (
    <Section title={title} subtitle={subtitle} tone="muted">
      <CardGrid className={styles.stats} max={4}>
        {items.map((item) => (
          <li key={item.label} className={styles.stat}>
            <p className={styles.value}>
              <CountUp value={item.value} />
              {item.suffix ? <span className={styles.suffix}>{item.suffix}</span> : null}
            </p>
            <p className={styles.label}>{item.label}</p>
            {item.description ? <p className={styles.description}>{item.description}</p> : null}
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
