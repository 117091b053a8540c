'use client';

import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { LanguageCode } from '@/schemas/locale';
import { callPortal } from '../../api/call-portal';
import { browserPortalContext } from '../../client/browser-portal';
import type { MessageKey } from '../../i18n/messages/types';
import { downloadBlob, pdfFileName } from './download-blob';
import styles from './documents.module.css';

/** How long the failure message stays, as a toast does (spec section 9). */
export const EXPORT_MESSAGE_MS = 3_000;

type Props = { locale: LanguageCode; docId: number; title: string; content: string; updateTime: string };

/** Exports the document as PDF (POST /help-doc/document/pdf/{docId}) and saves it under the document's title. */
export function ExportPdfButton({ locale, docId, title, content, updateTime }: Props) {
  const intl = useIntl();
  const t = (id: MessageKey) => intl.formatMessage({ id });
  const [state, setState] = useState<'idle' | 'exporting' | 'failed'>('idle');
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);
  useEffect(() => {
    if (state !== 'failed') return;
    const timer = setTimeout(() => setState('idle'), EXPORT_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const exportPdf = async () => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState('exporting');
    const [error, pdf] = await callPortal(browserPortalContext(locale, { signal: current.signal }), 'docPdf', {
      params: { docId },
      body: { content, updateTime },
    });
    if (current.signal.aborted) return;
    if (error) {
      setState('failed');
      return;
    }
    downloadBlob(pdf, pdfFileName(title, `document-${docId}`));
    setState('idle');
  };

  const exporting = state === 'exporting';
  return (
    <div className={styles.export}>
      <button type="button" className={styles.exportButton} onClick={() => void exportPdf()} disabled={exporting} aria-busy={exporting}>
        {exporting ? t('doc.exporting') : t('doc.exportPdf')}
      </button>
      <p className={state === 'failed' ? styles.exportFailed : 'visually-hidden'} role="status">
        {state === 'failed' ? t('doc.exportFailed') : ''}
      </p>
    </div>
  );
}
