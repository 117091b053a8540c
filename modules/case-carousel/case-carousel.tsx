import { CmsImage } from '../_ui/cms-image';
import { Section } from '../_ui/section';
import { SiteLink } from '../_ui/site-link';
import { CaseTrack } from './case-carousel.client';
import styles from './case-carousel.module.css';
import type { CaseCarouselProps } from './schema';

type CustomerCase = CaseCarouselProps['cases'][number];

function CaseCard({ item }: { item: CustomerCase }) {
  return (
    <article className={styles.case}>
      <div className={styles.who}>
        {/* The customer name is the heading beside it, so the logo adds nothing for screen readers. */}
        {item.logoUrl ? <CmsImage className={styles.logo} src={item.logoUrl} alt="" width={160} height={60} sizes="160px" /> : null}
        <h3 className={styles.customer}>{item.customer}</h3>
        <p className={styles.industry}>{item.industry}</p>
      </div>
      <div className={styles.story}>
        {item.quoteBy ? (
          <figure className={styles.quote}>
            <blockquote className={styles.summary}>
              <p>{item.summary}</p>
            </blockquote>
            <figcaption className={styles.quoteBy}>{item.quoteBy}</figcaption>
          </figure>
        ) : (
          <p className={styles.summary}>{item.summary}</p>
        )}
        <ul className={styles.results}>
          {item.results.map((result) => (
            <li key={result}>{result}</li>
          ))}
        </ul>
        <SiteLink className={styles.more} href={item.link.href}>
          {item.link.label}
        </SiteLink>
      </div>
    </article>
  );
}

export function CaseCarousel({ title, subtitle, cases, labels }: CaseCarouselProps) {
  return (
    <Section title={title} subtitle={subtitle} tone="muted">
      <CaseTrack label={title} count={cases.length} labels={labels}>
        {cases.map((item) => (
          <li key={item.customer} className={styles.slide}>
            <CaseCard item={item} />
          </li>
        ))}
      </CaseTrack>
    </Section>
  );
}
