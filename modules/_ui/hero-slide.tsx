import type { HeroSlide } from '@/schemas/hero-slide';
import { ActionLink } from './action-link';
import { CmsImage } from './cms-image';
import styles from './hero-slide.module.css';

type Props = {
  slide: HeroSlide;
  /** The page's own heading is the first hero's; the slides after it are sections under it. */
  heading: 'h1' | 'h2';
  /** Only the hero seen first loads its background eagerly. */
  priority: boolean;
};

/** A hero's content over its background; the caller decides the element around it. */
export function HeroSlideContent({ slide: { eyebrow, title, subtitle, backgroundUrl, actions }, heading: Heading, priority }: Props) {
  return (
    <>
      {backgroundUrl ? <CmsImage className={styles.background} src={backgroundUrl} alt="" fill sizes="100vw" priority={priority} /> : null}
      <div className={styles.inner}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <Heading className={styles.title}>{title}</Heading>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        {actions.length > 0 ? (
          <div className={styles.actions}>
            {actions.map((action, index) => (
              <ActionLink key={action.href} link={action} primary={index === 0} about={title} />
            ))}
          </div>
        ) : null}
      </div>
    </>
  );
}

/** The class of the element around a hero: its colours, and the box its background fills. */
export const heroClassName = styles.hero;
