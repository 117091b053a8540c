import { clsx } from 'clsx';
import { ActionLink } from '../_ui/action-link';
import { CmsImage } from '../_ui/cms-image';
import { Section } from '../_ui/section';
import { Tabs } from './scenario-tabs.client';
import styles from './scenario-tabs.module.css';
import type { ScenarioTabsProps } from './schema';

type Scenario = ScenarioTabsProps['tabs'][number];

function ScenarioPanel({ scenario }: { scenario: Scenario }) {
  const { title, description, bullets, image, link } = scenario;
  return (
    <div className={clsx(styles.body, image && styles.withImage)}>
      <div>
        <h3 className={styles.panelTitle}>{title}</h3>
        <p className={styles.description}>{description}</p>
        {bullets.length > 0 ? (
          <ul className={styles.bullets}>
            {bullets.map((bullet) => (
              <li key={bullet}>{bullet}</li>
            ))}
          </ul>
        ) : null}
        {link ? <ActionLink link={link} primary /> : null}
      </div>
      {image ? (
        <CmsImage
          className={styles.image}
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          sizes="(max-width: 900px) calc(100vw - 48px), 480px"
        />
      ) : null}
    </div>
  );
}

/** Without scripts the tabs cannot switch, so the tab list goes and every scenario is shown in turn. */
const withoutScripts = `.${styles.tablist}{display:none}.${styles.panel}[hidden]{display:block}`;

/** Every panel is rendered here on the server; the client leaf only decides which one is shown. */
export function ScenarioTabs({ title, subtitle, tabs }: ScenarioTabsProps) {
  return (
    <Section title={title} subtitle={subtitle} tone="muted">
      <Tabs label={title} tabs={tabs.map((scenario) => ({ label: scenario.label, panel: <ScenarioPanel scenario={scenario} /> }))} />
      <noscript>
        <style>{withoutScripts}</style>
      </noscript>
    </Section>
  );
}
