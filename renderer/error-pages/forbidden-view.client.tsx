'use client';

import { ErrorView } from './error-view';
import { useChromeText } from '../i18n/chrome-text.client';

export function ForbiddenView() {
  const t = useChromeText();
  return <ErrorView status={403} title={t('error.403.title')} hint={t('error.403.hint')} homeLabel={t('error.backHome')} />;
}
