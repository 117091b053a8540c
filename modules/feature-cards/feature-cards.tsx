import { CardGrid } from '../_ui/card-grid';
import { SiteLink } from '../_ui/site-link';
import { CmsImage } from '../_ui/cms-image';
import { Section } from '../_ui/section';
import styles from './feature-cards.module.css';
import type { FeatureCardsProps } from './schema';

type Card = FeatureCardsProps['cards'][number];

function CardBody({ card }: { card: Card }) {
  return (
    <>
      {card.imageUrl ? (
        <span className={styles.cover}>
          <CmsImage src={card.imageUrl} alt="" fill sizes="(max-width: 768px) 100vw, 33vw" />
        </span>
      ) : null}
      {card.iconUrl ? <CmsImage className={styles.icon} src={card.iconUrl} alt="" width={40} height={40} sizes="40px" /> : null}
      {card.logoUrl ? <CmsImage className={styles.logo} src={card.logoUrl} alt={card.logoAlt ?? ''} width={160} height={60} sizes="160px" /> : null}
      <h3 className={styles.cardTitle}>{card.title}</h3>
      {card.desc ? <p className={styles.desc}>{card.desc}</p> : null}
    </>
  );
}

export function FeatureCards({ title, subtitle, columns, cards }: FeatureCardsProps) {
  return (
    <Section title={title} subtitle={subtitle}>
      <CardGrid className={styles.grid} max={columns}>
        {cards.map((card) => (
          <li key={card.title} className={styles.card}>
            {card.href ? (
              <SiteLink className={styles.link} href={card.href}>
                <CardBody card={card} />
              </SiteLink>
            ) : (
              <CardBody card={card} />
            )}
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
