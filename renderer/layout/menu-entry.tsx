import { PrefetchLink as Link } from '@/modules/_ui/prefetch-link.client';
import { hrefSchema, imageUrlSchema } from '@/schemas/link';
import type { LanguageCode } from '@/schemas/locale';
import { parseMenuDesc, type MenuItem } from '@/schemas/menu';
import { menuLabel } from '../menu/visible-menus';
import styles from './mega-menu.module.css';

const safeImage = (src: string | null | undefined): string | undefined => (imageUrlSchema.safeParse(src).success && src ? src : undefined);
export const safeHref = (href: string | null | undefined): string | undefined => (hrefSchema.safeParse(href).success && href ? href : undefined);

type Props = { item: MenuItem; locale: LanguageCode; compact?: boolean };

const HAN = /[\u3400-\u9fff]/;
/** Menu records carry one `desc`, written for the Chinese site; the English site shows it only when it is not Chinese. */
export const descFor = (text: string | undefined, locale: LanguageCode) => (text && (locale === 'ZH_CN' || !HAN.test(text)) ? text : undefined);

/** One menu item: its icon (defaultIcon, hoverIcon on hover or focus), its name and its desc subtitle and badge. */
export function MenuEntry({ item, locale, compact = false }: Props) {
  const href = safeHref(item.path);
  const icon = safeImage(item.defaultIcon);
  const hoverIcon = safeImage(item.hoverIcon) ?? icon;
  const desc = parseMenuDesc(item.desc);
  const subtitle = compact ? undefined : descFor(desc.subtitle ?? desc.text, locale);
  const body = (
    <>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          <img className={styles.iconDefault} src={icon} alt="" width={24} height={24} loading="lazy" decoding="async" />
          {hoverIcon ? <img className={styles.iconHover} src={hoverIcon} alt="" width={24} height={24} loading="lazy" decoding="async" /> : null}
        </span>
      ) : null}
      <span className={styles.entryText}>
        <span className={styles.entryName}>
          {menuLabel(item, locale)}
          {desc.badge ? <span className={styles.badge}>{desc.badge}</span> : null}
        </span>
        {subtitle ? <span className={styles.entryDesc}>{subtitle}</span> : null}
      </span>
    </>
  );
  const className = compact ? `${styles.entry} ${styles.compact}` : styles.entry;
  return href ? (
    <Link href={href} className={className}>
      {body}
    </Link>
  ) : (
    <span className={className}>{body}</span>
  );
}
