import { CardGrid } from '../_ui/card-grid';
import { CmsImage } from '../_ui/cms-image';
import { Section } from '../_ui/section';
import { SiteLink } from '../_ui/site-link';
import styles from './partner-logos.module.css';
import type { PartnerLogosProps } from './schema';

export function PartnerLogos({ title, subtitle, logos }: PartnerLogosProps) {
  return (
    <Section title={title} subtitle={subtitle}>
      <CardGrid className={styles.grid} max={5} tabletMax={5} phoneMax={2}>
        {logos.map((logo) => {
          const image = <CmsImage className={styles.logo} src={logo.logoUrl} alt={logo.name} width={160} height={60} sizes="160px" />;
          return (
            <li key={logo.name} className={styles.cell}>
              {logo.href ? (
                <SiteLink className={styles.link} href={logo.href}>
                  {image}
                </SiteLink>
              ) : (
                image
              )}
            </li>
          );
        })}
      </CardGrid>
    </Section>
  );
}
