'use client';

import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { userSessionPath, type UserSessionAnswer } from '../../data/api/user-session';
import { localeAtom, userInfoAtom } from '../../data/state/atoms';
import { afterPageLoad } from './after-page-load';

/**
 * Asks who the visitor is once, just after the page's load event (GET /front/user, through the site's
 * server): the login link is usable before, so the page need not wait for it. A customer's info fills the
 * userInfo atom, anything else leaves the visitor anonymous with the login link.
 */
export function UserLoader() {
  const locale = useAtomValue(localeAtom);
  const setUser = useSetAtom(userInfoAtom);
  useEffect(() => {
    const controller = new AbortController();
    const ask = () =>
      fetch(userSessionPath(locale), { signal: controller.signal })
        // The site's own answer, checked by its server against the portal schema.
        .then((response): Promise<UserSessionAnswer | null> => (response.ok ? response.json() : Promise.resolve(null)))
        .then(
          (answer) => {
            if (answer?.user) setUser(answer.user);
          },
          // Offline, or the answer was not the site's (a proxy's error page): the visitor stays anonymous.
          () => undefined,
        );
    const cancel = afterPageLoad(ask);
    return () => {
      cancel();
      controller.abort();
    };
  }, [locale, setUser]);
  return null;
}
