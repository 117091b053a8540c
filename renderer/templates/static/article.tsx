import type { ContentResource } from '@/schemas/site-info';
import { SafeMarkdown } from '@/modules/_ui/safe-markdown';
import styles from './article.module.css';

/** A text page from the CMS (company introduction, legal texts): title, last update, sanitized Markdown. */
export function Article({ article, updatedLabel, headingLevel }: { article: ContentResource; updatedLabel: string; headingLevel: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <article className={styles.article}>
      <Heading className={styles.title}>{article.title}</Heading>
      <p className={styles.updated}>{updatedLabel}</p>
      <SafeMarkdown className={styles.body} source={article.content} />
    </article>
  );
}
