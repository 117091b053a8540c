'use client';

import { ErrorView } from './error-view';
import { useErrorText } from './use-error-text';

// The three views share one module: every page's layout references all of them (its segment's error,
// not-found and forbidden boundaries), and apart, each client reference took its own copy of ErrorView.

/** The 404 page; a client leaf because Next's not-found file receives no params to learn the locale from. */
export function NotFoundView() {
  const t = useErrorText();
  return (
    <ErrorView
      status={404}
      title={t('error.404.title')}
      documentTitle={t('error.documentTitle', { title: t('error.404.title') })}
      hint={t('error.notFound')}
      homeLabel={t('error.backHome')}
    />
  );
}

export function ForbiddenView() {
  const t = useErrorText();
  return (
    <ErrorView
      status={403}
      title={t('error.403.title')}
      documentTitle={t('error.documentTitle', { title: t('error.403.title') })}
      hint={t('error.403.hint')}
      homeLabel={t('error.backHome')}
    />
  );
}

/**
 * The 500 page: the dictionary's server-error text plus a code and message line. Without a
 * message of its own (production hides server errors' text) the line says "server error" in the page's language.
 */
export function ServerErrorView({ code, message }: { code: string; message?: string }) {
  const t = useErrorText();
  return (
    <ErrorView
      status={500}
      title={t('error.500.title')}
      documentTitle={t('error.documentTitle', { title: t('error.500.title') })}
      codeLine={t('error.codeLine', { code, message: message ?? t('error.500.message') })}
      homeLabel={t('error.backHome')}
    />
  );
}
