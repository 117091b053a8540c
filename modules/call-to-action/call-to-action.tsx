import { ActionLink } from '../_ui/action-link';
import styles from './call-to-action.module.css';
import type { CallToActionProps } from './schema';

export function CallToAction({ title, desc, action, secondaryAction }: CallToActionProps) {
  return (
    <section className={styles.cta}>
      <div className={styles.inner}>
        <div>
          <h2 className={styles.title}>{title}</h2>
          {desc ? <p className={styles.desc}>{desc}</p> : null}
        </div>
        <div className={styles.actions}>
          <ActionLink link={action} primary />
          {secondaryAction ? <ActionLink link={secondaryAction} /> : null}
        </div>
      </div>
    </section>
  );
}
