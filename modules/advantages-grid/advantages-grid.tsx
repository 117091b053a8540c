import { CardGrid } from '../_ui/card-grid';
import { CmsImage } from '../_ui/cms-image';
import { Section } from '../_ui/section';
import styles from './advantages-grid.module.css';
import type { AdvantagesGridProps } from './schema';

export function AdvantagesGrid({ title, subtitle, items, image, imagePosition }: AdvantagesGridProps) {
  const list = (
    // Beside an image the list has half the room.
    <CardGrid as="ol" className={styles.grid} max={image ? 2 : 4}>
      {items.map((item, index) => (
        <li key={item.title} className={styles.item}>
          {item.iconUrl ? (
            <CmsImage className={styles.icon} src={item.iconUrl} alt="" width={40} height={40} sizes="40px" />
          ) : (
            // The list is ordered already; the big number is decoration.
            <span className={styles.number} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
          )}
          <h3 className={styles.itemTitle}>{item.title}</h3>
          <p className={styles.text}>{item.text}</p>
        </li>
      ))}
    </CardGrid>
  );

  return (
    <Section title={title} subtitle={subtitle}>
      {image ? (
        <div className={imagePosition === 'left' ? `${styles.split} ${styles.imageLeft}` : styles.split}>
          {list}
          <CmsImage
            className={styles.image}
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            sizes="(max-width: 900px) calc(100vw - 48px), 460px"
          />
        </div>
      ) : (
        list
      )}
    </Section>
  );
}
