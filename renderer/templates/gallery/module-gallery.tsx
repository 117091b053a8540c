import { registry } from '@/modules/registry';
import { bindModule } from '../../parse/parse-modules';
import { PageRenderer } from '../../page/page-renderer';
import styles from './module-gallery.module.css';

/**
 * Every registered module rendered from its own examples, through the same binding as CMS pages:
 * for developers adding a type and for content admins choosing one. An example that no longer
 * binds shows its error instead (the registry test fails on it too).
 */
export function ModuleGallery({ title, intro }: { title: string; intro: string }) {
  const entries = Object.values(registry);
  return (
    <div className={styles.gallery}>
      <header className={styles.header}>
        <h1>{title}</h1>
        <p>{intro}</p>
        <nav aria-label={title}>
          <ul className={styles.index}>
            {entries.map((definition) => (
              <li key={definition.type}>
                <a href={`#module-${definition.type}`}>{definition.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {entries.map((definition) => (
        <section key={definition.type} id={`module-${definition.type}`} className={styles.module} aria-labelledby={`module-${definition.type}-title`}>
          <h2 id={`module-${definition.type}-title`} className={styles.moduleTitle}>
            {definition.title} <code>{definition.type}</code>
          </h2>
          {definition.examples.map((example, index) => {
            const step = bindModule({ id: `${definition.type}-${index + 1}`, type: definition.type, name: null }, example);
            return (
              <figure key={index} className={styles.example}>
                <figcaption>#{index + 1}</figcaption>
                {step.ok ? <PageRenderer modules={[step.module]} /> : <p role="alert">{step.drop.detail}</p>}
              </figure>
            );
          })}
        </section>
      ))}
    </div>
  );
}
