import { ActionLink } from '../_ui/action-link';
import { CmsImage } from '../_ui/cms-image';
import styles from './hero-banner.module.css';
import type { HeroBannerProps } from './schema';

export function HeroBanner({ eyebrow, title, subtitle, backgroundUrl, actions }: HeroBannerProps) {
  return (
    <section className={styles.hero}>
      {backgroundUrl ? <CmsImage className={styles.background} src={backgroundUrl} alt="" fill sizes="100vw" priority /> : null}
      <div className={styles.inner}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        {actions.length > 0 ? (
          <div className={styles.actions}>
            {actions.map((action, index) => (
              <ActionLink key={action.href} link={action} primary={index === 0} />
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}
