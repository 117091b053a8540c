import { SiteAnchor as Link } from '@/modules/_ui/site-anchor';
import { SiteLink } from '@/modules/_ui/site-link';
import { hrefSchema } from '@/schemas/link';
import type { NewsEvent } from '@/schemas/news';
import type { Translate } from '../../i18n/server-intl';
import { newsDate, newsPath } from '../../data/routing/news-paths';
import styles from './news-list.module.css';

/** Upcoming events (POST /news/events/upcoming), soonest first; each opens as a press article. */
export function EventsAside({ events, t }: { events: readonly NewsEvent[]; t: Translate }) {
  return (
    <aside className={styles.events} aria-labelledby="upcoming-events">
      <h2 id="upcoming-events" className={styles.asideTitle}>
        {t('news.events.title')}
      </h2>
      {events.length ? (
        <ul>
          {events.map((event) => {
            const { date, time, dateTime } = newsDate(event.startTime);
            const register = hrefSchema.safeParse(event.link);
            return (
              <li key={event.id} className={styles.event}>
                <time dateTime={dateTime} className={styles.eventDate}>
                  {date} {time}
                </time>
                <h3 className={styles.eventTitle}>
                  <Link href={newsPath({ type: 'EVENTS', id: event.id })}>{event.title}</Link>
                </h3>
                {event.location ? <p className={styles.eventPlace}>{t('news.events.location', { location: event.location })}</p> : null}
                {register.success ? (
                  <SiteLink className={styles.eventLink} href={register.data} aria-label={`${t('news.events.register')}: ${event.title}`}>
                    {t('news.events.register')}
                  </SiteLink>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className={styles.empty}>{t('news.events.empty')}</p>
      )}
    </aside>
  );
}
