'use client';

import { useAtomValue } from 'jotai';
import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { loginUrl } from '../client/login-url';
import { useCurrentHref } from '../client/use-current-href';
import { localeAtom, userInfoAtom } from '../state/atoms';
import { UserIcon } from './icons';

type Props = { consoleHost: string; loginLabel: string; className: string | undefined };

/**
 * The login link, or the customer's name once GET /front/user (UserLoader) knows them. The login page is
 * `${consoleHost}/login` with `service` = this page's address and `lang` = en | zh-cn (spec section 8).
 */
export function AccountLink({ consoleHost, loginLabel, className }: Props) {
  const user = useAtomValue(userInfoAtom);
  const locale = useAtomValue(localeAtom);
  const href = useCurrentHref();
  const intl = useIntl();

  if (user) {
    return (
      <a href={consoleHost} className={className} title={intl.formatMessage({ id: 'nav.loggedInAs' }, { name: user.name })}>
        <UserIcon />
        <span>{user.name}</span>
      </a>
    );
  }
  // The address is read again on click: a query may have changed since the last render.
  const refresh = (event: MouseEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = loginUrl(consoleHost, window.location.href, locale);
  };
  return (
    <a href={href ? loginUrl(consoleHost, href, locale) : `${consoleHost.replace(/\/+$/, '')}/login`} className={className} onClick={refresh}>
      <UserIcon />
      <span>{loginLabel}</span>
    </a>
  );
}
