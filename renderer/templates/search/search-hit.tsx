import { SiteLink } from '@/modules/_ui/site-link';
import type { SearchHit as Hit } from '@/schemas/search';
import { HighlightedText } from './highlighted-text';
import styles from './search.module.css';

/** Site paths and http(s) addresses only: a hit's url is CMS data, and `javascript:` must never become a link. */
export function safeHitHref(url: string): string | undefined {
  const trimmed = url.trim();
  return /^(\/(?![/\\])|https?:\/\/)\S*$/i.test(trimmed) ? trimmed : undefined;
}

/** The day of an update time such as '2026-05-08 10:00:00'; other forms are shown as they are. */
export function hitDate(updateTime: string | null | undefined): string | undefined {
  const text = updateTime?.trim();
  if (!text) return undefined;
  return /^\d{4}-\d{2}-\d{2}/.exec(text)?.[0] ?? text;
}

/** One result: highlighted title (a link to the hit), type, date and highlighted snippet. */
export function SearchHit({ hit, typeLabel }: { hit: Hit; typeLabel: string }) {
  const href = safeHitHref(hit.url);
  const date = hitDate(hit.updateTime);
  const title = <HighlightedText text={hit.title} ranges={hit.titleHighlights} />;
  return (
    <article className={styles.hit}>
      <h2 className={styles.hitTitle}>{href ? <SiteLink href={href}>{title}</SiteLink> : title}</h2>
      <p className={styles.meta}>
        <span className={styles.badge}>{typeLabel}</span>
        {date ? <time dateTime={/^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined}>{date}</time> : null}
      </p>
      {hit.snippet ? (
        <p className={styles.snippet}>
          <HighlightedText text={hit.snippet} ranges={hit.snippetHighlights} />
        </p>
      ) : null}
    </article>
  );
}
