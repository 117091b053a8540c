import { CmsImage } from '../_ui/cms-image';
import { Section } from '../_ui/section';
import styles from './product-architecture.module.css';
import type { ProductArchitectureProps } from './schema';

export function ProductArchitecture({ title, description, diagram, layers }: ProductArchitectureProps) {
  return (
    <Section title={title} subtitle={description}>
      <figure className={styles.figure}>
        <CmsImage
          className={styles.diagram}
          src={diagram.src}
          alt={diagram.alt}
          width={diagram.width}
          height={diagram.height}
          sizes="(max-width: 1248px) calc(100vw - 48px), 1152px"
        />
        <figcaption>
          <ol className={styles.layers}>
            {layers.map((layer) => (
              <li key={layer.name} className={styles.layer}>
                <h3 className={styles.layerName}>{layer.name}</h3>
                <ul className={styles.chips}>
                  {layer.components.map((component) => (
                    <li key={component} className={styles.chip}>
                      {component}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </figcaption>
      </figure>
    </Section>
  );
}
