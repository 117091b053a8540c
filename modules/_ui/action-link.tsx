import { clsx } from 'clsx';
import type { Link } from '@/schemas/link';
import styles from './action-link.module.css';
import { LinkTopic } from './link-topic';
import { SiteLink } from './site-link';

type Props = {
  link: Link;
  primary?: boolean;
  /** What the link is about, when its label may not say (link-topic.tsx). */
  about?: string;
};

/** A button-styled link. */
export function ActionLink({ link, primary = false, about }: Props) {
  return (
    <SiteLink className={clsx(styles.action, primary && styles.primary)} href={link.href}>
      {link.label}
      {about ? <LinkTopic topic={about} /> : null}
    </SiteLink>
  );
}
