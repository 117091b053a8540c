'use client';

import { useAtomValue } from 'jotai';
import type { MouseEvent } from 'react';
import { loginUrl, serviceAddress } from '../../frame/behaviours/browser-errors/login-url';
import { useCurrentHref } from '../../frame/behaviours/use-current-href';
import { useChromeText } from '../../i18n/chrome-text.client';
import { localeAtom, userInfoAtom } from '../../data/state/atoms';
import { UserIcon } from '../../../modules/_ui/icons';

type Props = {
  consoleHost: string;
  /** This locale's configured origin (site info host, SITE_URL_SCHEME and SITE_URL_PORT); without one, the login link names no page. */
  siteOrigin: string | undefined;
  loginLabel: string;
  className: string | undefined;
};

/**
 * The login link, or the customer's name once GET /front/user (UserLoader) knows them. The login page is
 * `${consoleHost}/login` with `service` = this page's address on the configured origin and `lang` = en | zh-cn.
 */
export function AccountLink({ consoleHost, siteOrigin, loginLabel, className }: Props) {
  const user = useAtomValue(userInfoAtom);
  const locale = useAtomValue(localeAtom);
  const href = useCurrentHref();
  const t = useChromeText();

  if (user) {
    return (
      <a href={consoleHost} className={className} title={t('nav.loggedInAs', { name: user.name })}>
        <UserIcon />
        <span>{user.name}</span>
      </a>
    );
  }
  const login = (current: string | null) =>
    current && siteOrigin ? loginUrl(consoleHost, serviceAddress(current, siteOrigin), locale) : `${consoleHost.replace(/\/+$/, '')}/login`;
  // The address is read again on click: a query may have changed since the last render.
  const refresh = (event: MouseEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = login(window.location.href);
  };
  return (
    <a href={login(href)} className={className} onClick={refresh}>
      <UserIcon />
      <span>{loginLabel}</span>
    </a>
  );
}
