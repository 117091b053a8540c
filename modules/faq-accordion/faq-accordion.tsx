import { SafeMarkdown } from '../_ui/safe-markdown';
import { Section } from '../_ui/section';
import styles from './faq-accordion.module.css';
import type { FaqAccordionProps } from './schema';

/** Native details/summary: opens and closes without JS, and find-in-page reaches closed answers. */
export function FaqAccordion({ title, subtitle, items, openFirst }: FaqAccordionProps) {
  return (
    <Section title={title} subtitle={subtitle}>
      <div className={styles.list}>
        {items.map((item, index) => (
          <details key={item.question} className={styles.item} open={openFirst && index === 0}>
            <summary className={styles.question}>{item.question}</summary>
            <SafeMarkdown className={styles.answer} source={item.answer} />
          </details>
        ))}
      </div>
    </Section>
  );
}
