import { parentPort } from 'node:worker_threads';
import { renderDocumentPdf, type DocumentPdfInput } from './document-pdf';

/** Worker entry of the PDF export: one document in, its bytes out (moved, not copied). */
parentPort?.once('message', (input: DocumentPdfInput) => {
  void renderDocumentPdf(input).then((bytes) => parentPort?.postMessage(bytes, [bytes.buffer]));
});
