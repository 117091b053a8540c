'use client';

import { ErrorView } from './error-view';
import { useErrorText } from './use-error-text';

/** The 404 page; a client leaf because Next's not-found file receives no params to learn the locale from. */
export function NotFoundView() {
  const t = useErrorText();
  return <ErrorView status={404} title={t('error.404.title')} hint={t('error.notFound')} homeLabel={t('error.backHome')} />;
}
