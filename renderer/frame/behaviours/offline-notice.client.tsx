'use client';

import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { onlineAtom } from '../../data/state/atoms';

/** Tracks the browser's online and offline events in the online atom and says when the connection is gone. */
export function OfflineNotice({ text, className }: { text: string; className: string | undefined }) {
  const [online, setOnline] = useAtom(onlineAtom);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    update();
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, [setOnline]);
  return (
    <div role="status" className={online ? undefined : className}>
      {online ? null : text}
    </div>
  );
}
