'use client';

import { useIntl } from 'react-intl';
import { ErrorView } from './error-view';

export function ForbiddenView() {
  const intl = useIntl();
  return (
    <ErrorView
      status={403}
      title={intl.formatMessage({ id: 'error.403.title' })}
      hint={intl.formatMessage({ id: 'error.403.hint' })}
      homeLabel={intl.formatMessage({ id: 'error.backHome' })}
    />
  );
}
