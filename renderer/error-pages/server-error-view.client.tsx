'use client';

import { useIntl } from 'react-intl';
import { ErrorView } from './error-view';

/**
 * The 500 page: the spec's server-error text plus a code and message line (spec section 2). Without a
 * message of its own (production hides server errors' text) the line says "server error" in the page's language.
 */
export function ServerErrorView({ code, message }: { code: string; message?: string }) {
  const intl = useIntl();
  return (
    <ErrorView
      status={500}
      title={intl.formatMessage({ id: 'error.500.title' })}
      codeLine={intl.formatMessage({ id: 'error.codeLine' }, { code, message: message ?? intl.formatMessage({ id: 'error.500.message' }) })}
      homeLabel={intl.formatMessage({ id: 'error.backHome' })}
    />
  );
}
