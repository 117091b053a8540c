import { clsx } from 'clsx';
import type { Link } from '@/schemas/link';
import styles from './action-link.module.css';
import { SiteLink } from './site-link';

type Props = {
  link: Link;
  primary?: boolean;
  /**
   * What the link is about, read after its label by screen readers and crawlers but not shown: a CMS label
   * such as "Learn more" does not say where it leads on its own.
   */
  about?: string;
};

/** A button-styled link. */
export function ActionLink({ link, primary = false, about }: Props) {
  return (
    <SiteLink className={clsx(styles.action, primary && styles.primary)} href={link.href}>
      {link.label}
      {about ? <span className="visually-hidden">: {about}</span> : null}
    </SiteLink>
  );
}
