'use client';

import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { localeAtom, userInfoAtom } from '../state/atoms';

/** Asks GET /front/user once after hydration; a customer's info fills the userInfo atom, anything else leaves the visitor anonymous. */
export function UserLoader() {
  const locale = useAtomValue(localeAtom);
  const setUser = useSetAtom(userInfoAtom);
  useEffect(() => {
    const controller = new AbortController();
    // Imported after hydration: the portal client and its schemas stay out of every page's first load.
    void Promise.all([import('../api/call-portal'), import('../api/browser-portal')])
      .then(([{ callPortal }, { browserPortalContext }]) => callPortal(browserPortalContext(locale, { signal: controller.signal }), 'user'))
      .then(([error, user]) => {
        // 33924001 only keeps the login link: anonymous visitors browse freely; redirecting to login is for calls that require it.
        if (error === null) setUser(user);
      });
    return () => controller.abort();
  }, [locale, setUser]);
  return null;
}
