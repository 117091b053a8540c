'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, useTransition } from 'react';
import { CHANGE_EVENT, changeEventsAddress } from '../../data/preview/live/stream-address';

/** A stream that has not opened by then is held by something on the way (a buffering proxy): the banner says so. */
const OPEN_WITHIN_MS = 5_000;
/** At most one refresh per this long, however fast the changes come (the server coalesces too). */
const REFRESH_EVERY_MS = 1_000;

type Labels = { updated: string; unavailable: string; refresh: string };
type Connection = 'connecting' | 'live' | 'unavailable';

/**
 * Mounted only in a previewer's banner: listens to its page's change stream, which carries only the changes that
 * touch the page, and refreshes it (server content only: scroll position, open menus and form input stay), then
 * shows when it did.
 * Where the stream cannot connect, it says so and offers the refresh by hand.
 */
export function LiveRefresh({ locale, lang, labels, className }: { locale: string; lang: string; labels: Labels; className: string | undefined }) {
  const router = useRouter();
  const path = usePathname();
  const [connection, setConnection] = useState<Connection>('connecting');
  const [updatedAt, setUpdatedAt] = useState<string | undefined>();
  const [refreshing, startRefresh] = useTransition();
  const awaiting = useRef(false);
  const lastRefreshAt = useRef(0);

  const refresh = useCallback(() => {
    lastRefreshAt.current = Date.now();
    awaiting.current = true;
    startRefresh(() => router.refresh());
  }, [router]);

  useEffect(() => {
    if (refreshing || !awaiting.current) return;
    awaiting.current = false;
    setUpdatedAt(new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(new Date()));
  }, [refreshing, lang]);

  useEffect(() => {
    const source = new EventSource(changeEventsAddress({ locale, path }));
    let later: ReturnType<typeof setTimeout> | undefined;
    const notOpened = setTimeout(() => {
      source.close();
      setConnection('unavailable');
    }, OPEN_WITHIN_MS);
    source.onopen = () => {
      clearTimeout(notOpened);
      setConnection('live');
    };
    // A stream that was open reconnects by itself; one the server refused (401, 429, 503) is closed for good.
    source.onerror = () => {
      if (source.readyState !== EventSource.CLOSED) return;
      clearTimeout(notOpened);
      setConnection('unavailable');
    };
    source.addEventListener(CHANGE_EVENT, () => {
      if (later) return;
      later = setTimeout(
        () => {
          later = undefined;
          refresh();
        },
        Math.max(0, lastRefreshAt.current + REFRESH_EVERY_MS - Date.now()),
      );
    });
    return () => {
      clearTimeout(notOpened);
      clearTimeout(later);
      source.close();
    };
  }, [locale, path, refresh]);

  return (
    <span className={className} data-live-preview={connection}>
      <span role="status">
        {[connection === 'unavailable' && labels.unavailable, updatedAt && `${labels.updated} ${updatedAt}`].filter(Boolean).join(' · ')}
      </span>
      {connection === 'unavailable' && (
        <button type="button" onClick={refresh}>
          {labels.refresh}
        </button>
      )}
    </span>
  );
}
