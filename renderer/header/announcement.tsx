import { PrefetchLink as Link } from '@/modules/_ui/prefetch-link.client';
import type { LanguageCode } from '@/schemas/locale';
import { getHeaderInfo } from '../content/get-header-info';
import { getTranslator } from '../i18n/server-intl';
import { safeHref } from '../menu/navigation-view';
import { AnnouncementBar } from './announcement-bar.client';
import { ANNOUNCEMENT_STORAGE_KEY, announcementKey } from './announcement-key';
import styles from './announcement-bar.module.css';

/** Runs as the HTML arrives, before the first paint: hides the announcement this visitor already closed. */
const HIDE_IF_CLOSED = `try{var a=document.getElementById('announcement');if(a&&localStorage.getItem(${JSON.stringify(ANNOUNCEMENT_STORAGE_KEY)})===a.dataset.key)a.hidden=true}catch(e){}`;

/** The header announcement from the CMS (GET /header); nothing when there is none or the call fails. */
export async function Announcement({ locale }: { locale: LanguageCode }) {
  const [, header] = await getHeaderInfo(locale);
  const announcement = header?.announcement;
  if (!announcement) return null;
  const t = getTranslator(locale);
  const href = safeHref(announcement.href);
  return (
    <>
      <AnnouncementBar storageKey={announcementKey(announcement.text, href)} label={t('announcement.label')} closeLabel={t('announcement.close')}>
        {href ? (
          <Link href={href} className={styles.link}>
            {announcement.text}
          </Link>
        ) : (
          announcement.text
        )}
      </AnnouncementBar>
      {/* Our own constant as the script's text: React writes it raw, with any "</script" escaped. */}
      <script>{HIDE_IF_CLOSED}</script>
    </>
  );
}
