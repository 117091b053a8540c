'use client';

import { useEffect, useRef, useState } from 'react';
import type { LanguageCode } from '@/schemas/locale';
import { callFromBrowser } from '../../data/api/call-from-browser';
import { reportBrowserError } from '../../data/query/browser-errors';
import { downloadBlob, pdfFileName } from './download-blob';
import styles from './export-pdf-button.module.css';
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
    try {
      const [error, pdf] = await callFromBrowser(locale, { signal: current.signal }, 'docPdf', {
        params: { docId },
        body: { content, updateTime },
      });
      if (current.signal.aborted) return;
      // The layout's watcher toasts the server's message.
      if (error) reportBrowserError(error);
      else downloadBlob(pdf, pdfFileName(title, `document-${docId}`));
    } catch (failure) {
      // The portal client's code could not be loaded (offline): the watcher says the request failed.
      if (!current.signal.aborted) reportBrowserError(failure);
    } finally {
      if (!current.signal.aborted) setExporting(false);
    }
  };

  return (
    <div className={styles.export}>
      <button type="button" className={styles.exportButton} onClick={() => void exportPdf()} disabled={exporting} aria-busy={exporting}>
        {exporting ? t('doc.exporting') : t('doc.exportPdf')}
      </button>
    </div>
  );
}
