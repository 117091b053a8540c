import type { Link } from '@/schemas/link';
import styles from './action-link.module.css';
import { SiteLink } from './site-link';

/** A button-styled link. */
export function ActionLink({ link, primary = false }: { link: Link; primary?: boolean }) {
  return (
    <SiteLink className={primary ? `${styles.action} ${styles.primary}` : styles.action} href={link.href}>
      {link.label}
    </SiteLink>
  );
}
