'use client';

import { ErrorView } from './error-view';
import { useErrorText } from './use-error-text';

export function ForbiddenView() {
  const t = useErrorText();
  return <ErrorView status={403} title={t('error.403.title')} hint={t('error.403.hint')} homeLabel={t('error.backHome')} />;
}
