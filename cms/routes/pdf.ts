import { DOC_EXPORT_MAX_CHARS, docExportRequestSchema } from '@/schemas/document';
import type { LanguageCode } from '@/schemas/locale';
import { clientAddress } from '../captcha/client-address';
import { readCmsConfig } from '../config';
import { CmsFailure } from '../http/envelope';
import { guardText } from '../http/guard-texts';
import { idSchema } from '../http/read-request';
import { isVisible } from '../http/preview';
import { post, type Route } from '../http/route';
import { attachmentDisposition } from '../pdf/content-disposition';
import type { DocumentPdfInput } from '../pdf/document-pdf';
import { exportDocumentPdf } from '../pdf/export-pdf';
import { endExport, startExport } from '../pdf/exports-in-flight';
import { WorkerBudgetError } from '../pdf/worker-budget';
import { contentFor } from '../store/fixture-store';
import { parseBody } from './parse-body';

/** Seconds a client whose export is still in flight is asked to wait: a typical export takes one or two. */
const EXPORT_RETRY_AFTER_S = 5;

/**
 * The document set off the event loop, one export in flight per client address (a call without one, the
 * site's own server in-process, is not limited); a run the budget refused or stopped is a 503 the visitor can read.
 */
async function typeset(input: DocumentPdfInput, locale: LanguageCode, address: string | undefined): Promise<Uint8Array<ArrayBuffer>> {
  if (input.content.length > DOC_EXPORT_MAX_CHARS) throw new CmsFailure('unavailable', guardText(locale, 'exportTooLarge'));
  if (address !== undefined && !startExport(address)) {
    throw new CmsFailure('tooManyRequests', guardText(locale, 'exportInFlight'), { 'retry-after': String(EXPORT_RETRY_AFTER_S) });
  }
  try {
    return await exportDocumentPdf(input);
  } catch (error) {
    if (!(error instanceof WorkerBudgetError)) throw error;
    throw new CmsFailure('unavailable', guardText(locale, error.exceeded === 'busy' ? 'exportBusy' : 'exportTooLarge'));
  } finally {
    if (address !== undefined) endExport(address);
  }
}

/**
 * POST /help-doc/document/pdf/{docId}: the stored document as a PDF file. It answers raw bytes, not an
 * envelope (the client's 'docPdf' endpoint is binary); failures are envelopes as everywhere else.
 * The body's `content` and `updateTime` (the contract's fields) are checked but not rendered: what a
 * caller posts would otherwise be typeset on the server, and crafted Markdown costs quadratic time.
 */
export const pdfRoutes: Route[] = [
  post('/help-doc/document/pdf/{docId}', async ({ locale, params, body, preview, request, connection }) => {
    const docId = idSchema.safeParse(params.docId);
    if (!docId.success) throw new CmsFailure('badRequest', 'document id must be a positive number');
    parseBody(docExportRequestSchema, body);
    const { docs, seo } = contentFor(locale);
    const doc = docs.documents.find((candidate) => candidate.id === docId.data && isVisible(candidate, preview));
    if (!doc) throw new CmsFailure('notFound', `document ${docId.data} not found`);

    // The SEO `default` entry's title is the site's name, as the pages' og:site_name has it.
    const siteName = seo.common.default?.title ?? '';
    const { title, updateTime, content, contentType } = doc;
    const address = clientAddress(request, connection, readCmsConfig().trustedProxies);
    const bytes = await typeset({ title, updateTime, content, contentType, locale, siteName }, locale, address);
    return new Response(bytes, {
      status: 200,
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': attachmentDisposition(doc.title, `document-${doc.id}`),
        'content-length': String(bytes.byteLength),
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  }),
];
