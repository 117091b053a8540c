'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import { useChromeText } from '../../../i18n/chrome-text.client';
import { loadApiText, type ApiText } from '../../../i18n/messages/load-on-demand';
import { Toast } from '../../../../modules/_ui/toast/toast.client';
import { useToast } from '../../../../modules/_ui/toast/use-toast';
import type { BrowserErrorAction } from './browser-error-action';
import { onBrowserError } from '../../../data/query/browser-errors';
import { loginUrl, serviceAddress } from './login-url';

type Props = { locale: LanguageCode; consoleHost: string | undefined; siteOrigin: string | undefined };

/**
 * The error catalogue for calls made in the browser (docs/decisions.md), in one place: every failed query
 * of the page (news lists, search, the document tree) and every other failed call (the PDF export), as
 * reported to query/browser-errors.ts.
 */
export function PortalErrorWatcher({ locale, consoleHost, siteOrigin }: Props) {
  const router = useRouter();
  const t = useChromeText();
  const { toast, show, dismiss } = useToast();

  useEffect(() => {
    let active = true;
    const act = (action: BrowserErrorAction, text: ApiText) => {
      switch (action.kind) {
        case 'login':
          if (consoleHost) {
            const here = window.location.href;
            window.location.assign(loginUrl(consoleHost, siteOrigin ? serviceAddress(here, siteOrigin) : here, locale));
          } else show(text['api.loginRequired'], 'error');
          return;
        case 'forbidden-page':
          router.push('/error/403');
          return;
        case 'not-found-page':
          router.push('/error/404');
          return;
        case 'home':
          router.push('/');
          return;
        case 'toast':
          show(action.serverMessage ?? text[action.messageKey], 'error');
          return;
        case 'nothing':
          return;
      }
    };
    // The catalogue (and PortalError) and the messages are imported with the first failure, not with every
    // page; when they cannot be (offline), the chrome's one message says the request failed.
    const stop = onBrowserError((error) => {
      void Promise.all([import('./browser-error-action'), loadApiText(locale)]).then(
        ([{ browserErrorAction }, text]) => active && act(browserErrorAction(error), text),
        () => active && show(t('api.requestFailed'), 'error'),
      );
    });
    return () => {
      active = false;
      stop();
    };
  }, [router, t, show, consoleHost, siteOrigin, locale]);

  return <Toast toast={toast} onDismiss={dismiss} closeLabel={t('common.close')} />;
}
