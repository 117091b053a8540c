'use client';

import { useIntl } from 'react-intl';
import type { MessageKey } from '../i18n/messages/types';
import { ErrorView } from './error-view';

/** The 404 page; a client leaf because Next's not-found file receives no params to learn the locale from. */
export function NotFoundView() {
  const intl = useIntl();
  const t = (id: MessageKey) => intl.formatMessage({ id });
  return <ErrorView status={404} title={t('error.404.title')} hint={t('error.notFound')} homeLabel={t('error.backHome')} />;
}
