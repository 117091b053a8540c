import { CardGrid } from '../_ui/card-grid';
import { CmsImage } from '../_ui/cms-image';
import { Section } from '../_ui/section';
import { SiteLink } from '../_ui/site-link';
import styles from './related-products.module.css';
import type { RelatedProductsProps } from './schema';

export function RelatedProducts({ title, subtitle, products }: RelatedProductsProps) {
  return (
    <Section title={title} subtitle={subtitle} tone="muted">
      <CardGrid className={styles.grid} max={4}>
        {products.map((product) => (
          <li key={product.href} className={styles.card}>
            <div className={styles.head}>
              <CmsImage src={product.iconUrl} alt="" width={40} height={40} sizes="40px" />
              {product.tag ? <p className={styles.tag}>{product.tag}</p> : null}
            </div>
            <h3 className={styles.name}>
              <SiteLink className={styles.link} href={product.href}>
                {product.name}
              </SiteLink>
            </h3>
            <p className={styles.summary}>{product.summary}</p>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
