'use client';

import { useEffect, useRef, useState } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import { callFromBrowser } from '../../api/call-from-browser';
import { reportBrowserError } from '../../query/browser-errors';
import { downloadBlob, pdfFileName } from './download-blob';
import styles from './documents.module.css';
import { useTranslator } from '../../i18n/use-translator';

type Props = { locale: LanguageCode; docId: number; title: string; content: string; updateTime: string };

/** Exports the document as PDF (POST /help-doc/document/pdf/{docId}) and saves it under the document's title. */
export function ExportPdfButton({ locale, docId, title, content, updateTime }: Props) {
  const t = useTranslator();
  const [exporting, setExporting] = useState(false);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const exportPdf = async () => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setExporting(true);
    const result = await callFromBrowser(locale, { signal: current.signal }, 'docPdf', {
      params: { docId },
      body: { content, updateTime },
    }).catch((failure: unknown) => failure);
    if (current.signal.aborted) return;
    setExporting(false);
    // The layout's watcher toasts the server's message (spec section 8), or a failed request when offline.
    if (!Array.isArray(result)) reportBrowserError(result);
    else if (result[0]) reportBrowserError(result[0]);
    else downloadBlob(result[1], pdfFileName(title, `document-${docId}`));
  };

  return (
    <div className={styles.export}>
      <button type="button" className={styles.exportButton} onClick={() => void exportPdf()} disabled={exporting} aria-busy={exporting}>
        {exporting ? t('doc.exporting') : t('doc.exportPdf')}
      </button>
    </div>
  );
}
