import { registry } from '@/modules/registry';
import type { LanguageCode } from '@/schemas/locale';
import { getTranslator } from '../../i18n/server-intl';
import { bindModule } from '../../pipeline/parse/parse-modules';
import { PageRenderer } from '../../pipeline/page/page-renderer';
import { fieldRules } from './field-rules';
import { FieldRulesTable } from './field-rules-table';
import styles from './module-gallery.module.css';

/**
 * Every registered module rendered from its own examples, through the same binding as CMS pages,
 * with the `details` JSON of each example and the field rules read from the module's schema:
 * for developers adding a type and for content admins filling one in. An example that no longer
 * binds shows its error instead (the registry test fails on it too).
 */
/** The list of every type at the top, where each section's link leads back to, to jump on to another type. */
const INDEX_ID = 'module-index';

export function ModuleGallery({ locale }: { locale: LanguageCode }) {
  const t = getTranslator(locale);
  const title = t('gallery.title');
  const entries = Object.values(registry);
  return (
    <div className={styles.gallery}>
      <header className={styles.header}>
        <h1>{title}</h1>
        <p>{t('gallery.intro')}</p>
        <nav id={INDEX_ID} aria-label={title}>
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
          <a className={styles.backToIndex} href={`#${INDEX_ID}`}>
            {t('gallery.backToIndex')}
          </a>
          <details className={styles.reference}>
            <summary>{t('gallery.fields')}</summary>
            <FieldRulesTable t={t} rows={fieldRules(definition.schema)} />
          </details>
          {definition.examples.map((example, index) => {
            const step = bindModule({ id: `${definition.type}-${index + 1}`, type: definition.type, name: null }, example);
            return (
              <figure key={index} className={styles.example}>
                <figcaption>#{index + 1}</figcaption>
                <details className={styles.reference}>
                  <summary>{t('gallery.example')}</summary>
                  <pre>
                    <code>{JSON.stringify(example, null, 2)}</code>
                  </pre>
                </details>
                {step.ok ? <PageRenderer modules={[step.module]} /> : <p role="alert">{step.drop.detail}</p>}
              </figure>
            );
          })}
        </section>
      ))}
    </div>
  );
}
