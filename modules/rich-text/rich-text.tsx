import { SafeMarkdown } from '../_ui/safe-markdown';
import { Section } from '../_ui/section';
import styles from './rich-text.module.css';
import type { RichTextProps } from './schema';

export function RichText({ title, content, align }: RichTextProps) {
  return (
    <Section title={title} align={align}>
      <SafeMarkdown className={align === 'center' ? `${styles.prose} ${styles.centered}` : styles.prose} source={content} />
    </Section>
  );
}
