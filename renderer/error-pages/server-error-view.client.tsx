'use client';

import { ErrorView } from './error-view';
import { useErrorText } from './use-error-text';

/**
 * The 500 page: the spec's server-error text plus a code and message line (spec section 2). Without a
 * message of its own (production hides server errors' text) the line says "server error" in the page's language.
 */
export function ServerErrorView({ code, message }: { code: string; message?: string }) {
  const t = useErrorText();
  return (
    <ErrorView
      status={500}
      title={t('error.500.title')}
      codeLine={t('error.codeLine', { code, message: message ?? t('error.500.message') })}
      homeLabel={t('error.backHome')}
    />
  );
}
