import { CmsImage } from '@/modules/_ui/cms-image';
import { SiteLink } from '@/modules/_ui/site-link';
import type { NewsSummary } from '@/schemas/news';
import { newsDate, newsPath } from '../../data/routing/news-paths';
import styles from './news-card.module.css';

type Props = {
  item: NewsSummary;
  /** `row`: cover beside the text (lists); `tile`: cover above (recommended rows). */
  layout: 'row' | 'tile';
  headingLevel: 2 | 3;
  tagsLabel: string;
};

/** One article in a list: cover, title, summary, date and tags, the whole card one link to its address (the title's). */
export function NewsCard({ item, layout, headingLevel, tagsLabel }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = newsPath(item);
  const { date, dateTime } = newsDate(item.publishTime);
  return (
    <article className={`${styles.card} ${styles[layout]}`}>
      {item.coverUrl ? (
        <div className={styles.cover}>
          <CmsImage src={item.coverUrl} alt="" fill sizes={layout === 'row' ? '(max-width: 768px) 100vw, 280px' : '(max-width: 768px) 100vw, 25vw'} />
        </div>
      ) : null}
      <div className={styles.body}>
        <Heading className={styles.title}>
          <SiteLink href={href}>{item.title}</SiteLink>
        </Heading>
        {item.summary ? <p className={styles.summary}>{item.summary}</p> : null}
        <div className={styles.meta}>
          <time dateTime={dateTime}>{date}</time>
          {item.tags.length ? (
            <ul className={styles.tags} aria-label={tagsLabel}>
              {item.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </article>
  );
}
