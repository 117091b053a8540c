import { ActionLink } from '../_ui/action-link';
import { CardGrid } from '../_ui/card-grid';
import { Section } from '../_ui/section';
import { SiteLink } from '../_ui/site-link';
import type { ServicePlansProps } from './schema';
import styles from './service-plans.module.css';

type Plan = ServicePlansProps['plans'][number];
type Labels = Pick<ServicePlansProps, 'includedLabel' | 'excludedLabel'>;

function PlanCard({ plan, labels }: { plan: Plan; labels: Labels }) {
  return (
    <li className={plan.badge ? `${styles.plan} ${styles.featured}` : styles.plan}>
      {plan.badge ? <p className={styles.badge}>{plan.badge}</p> : null}
      <h3 className={styles.name}>{plan.name}</h3>
      {plan.tagline ? <p className={styles.tagline}>{plan.tagline}</p> : null}
      <p className={styles.response}>{plan.responseTime}</p>
      <ul className={styles.features}>
        {plan.features.map((feature) => (
          <li key={feature.label} className={feature.included ? styles.included : styles.excluded}>
            <span className="visually-hidden">{feature.included ? labels.includedLabel : labels.excludedLabel}: </span>
            {feature.label}
          </li>
        ))}
      </ul>
      {plan.action ? (
        <div className={styles.cta}>
          <ActionLink link={plan.action} primary={Boolean(plan.badge)} />
        </div>
      ) : null}
    </li>
  );
}

export function ServicePlans({ title, subtitle, plans, includedLabel, excludedLabel, hotline }: ServicePlansProps) {
  return (
    <Section title={title} subtitle={subtitle}>
      <CardGrid className={styles.plans} max={4}>
        {plans.map((plan) => (
          <PlanCard key={plan.name} plan={plan} labels={{ includedLabel, excludedLabel }} />
        ))}
      </CardGrid>
      {hotline ? (
        <p className={styles.hotline}>
          {hotline.label}{' '}
          <SiteLink className={styles.phone} href={`tel:${hotline.phone.replace(/[\s-]/g, '')}`}>
            {hotline.phone}
          </SiteLink>
        </p>
      ) : null}
    </Section>
  );
}
