import { useCallback, useEffect, useRef, useState } from 'react';
import { readPageContent, sendChange, type EditChange, type EditOutcome, type PageContent, type PageRef } from './edit/edit-api';

export type EditSession = { state: 'loading' } | { state: 'off' } | { state: 'ready'; content: PageContent };

/**
 * The page's content as the editing API has it, read when the inspector first opens a module; `off` where editing
 * is not available (an external CMS, editing switched off), and then the inspector shows no edit controls.
 */
export function useEditSession(page: string | null, locale: string) {
  const [session, setSession] = useState<EditSession>({ state: page ? 'loading' : 'off' });
  // The version the next change is sent against: the latest read or saved, whichever came last.
  const latest = useRef<PageContent | null>(null);

  const take = useCallback((content: PageContent | null) => {
    latest.current = content;
    setSession(content ? { state: 'ready', content } : { state: 'off' });
  }, []);

  const reload = useCallback(async () => {
    if (page) take(await readPageContent({ page, locale }));
  }, [page, locale, take]);

  useEffect(() => {
    if (!page) return;
    let current = true;
    void readPageContent({ page, locale }).then((content) => current && take(content));
    return () => {
      current = false;
    };
  }, [page, locale, take]);

  const send = useCallback(
    async (change: EditChange): Promise<EditOutcome> => {
      const ref: PageRef | null = page ? { page, locale } : null;
      if (!ref || !latest.current) return { kind: 'failed', error: 'editing is not available' };
      const outcome = await sendChange(ref, latest.current.version, change);
      if (outcome.kind === 'saved') {
        latest.current = { ...latest.current, version: outcome.version };
        await reload();
      } else if (outcome.kind === 'stale') {
        latest.current = outcome.content;
        setSession({ state: 'ready', content: outcome.content });
      }
      return outcome;
    },
    [page, locale, reload],
  );

  return { session, send };
}
