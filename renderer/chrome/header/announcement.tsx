import { SiteAnchor as Link } from '@/modules/_ui/site-anchor';
import type { LanguageCode } from '@/schemas/locale';
import { getHeaderInfo } from '../../data/content/get-header-info';
import { getTranslator } from '../../i18n/server-intl';
import { safeHref } from '../../data/menu/navigation-view';
import { AnnouncementBar } from './announcement-bar.client';
import { announcementKey } from './announcement-key';
import styles from './announcement-bar.module.css';

/** The header announcement from the CMS (GET /header); nothing when there is none or the call fails. */
export async function Announcement({ locale }: { locale: LanguageCode }) {
  const [, header] = await getHeaderInfo(locale);
  const announcement = header?.announcement;
  if (!announcement) return null;
  const t = getTranslator(locale);
  const href = safeHref(announcement.href);
  return (
    <AnnouncementBar storageKey={announcementKey(announcement.text, href)} label={t('announcement.label')} closeLabel={t('announcement.close')}>
      {href ? (
        <Link href={href} className={styles.link}>
          {announcement.text}
        </Link>
      ) : (
        announcement.text
      )}
    </AnnouncementBar>
  );
}
