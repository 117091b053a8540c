'use client';

import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { fetchUserFromBrowser } from '../api/call-from-browser';
import { localeAtom, userInfoAtom } from '../state/atoms';

/** Asks GET /front/user once after hydration; a customer's info fills the userInfo atom, anything else leaves the visitor anonymous. */
export function UserLoader() {
  const locale = useAtomValue(localeAtom);
  const setUser = useSetAtom(userInfoAtom);
  useEffect(() => {
    const controller = new AbortController();
    fetchUserFromBrowser(locale, { signal: controller.signal }).then(
      ([error, user]) => {
        // 33924001 only keeps the login link: anonymous visitors browse freely; redirecting to login is for calls that require it.
        if (error === null) setUser(user);
      },
      // The portal client could not be loaded (offline): the visitor stays anonymous.
      () => undefined,
    );
    return () => controller.abort();
  }, [locale, setUser]);
  return null;
}
