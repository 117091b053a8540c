import { clsx } from 'clsx';
import type { Link } from '@/schemas/link';
import styles from './action-link.module.css';
import { SiteLink } from './site-link';

/** A button-styled link. */
export function ActionLink({ link, primary = false }: { link: Link; primary?: boolean }) {
  return (
    <SiteLink className={clsx(styles.action, primary && styles.primary)} href={link.href}>
      {link.label}
    </SiteLink>
  );
}
