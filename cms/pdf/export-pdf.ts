import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { DocumentPdfInput } from './document-pdf';
import { budgetedWorker, type WorkerBudget } from './worker-budget';

/**
 * What exports may take (docs/security.md): typesetting runs off the event loop, so pages keep
 * answering while a document is set; the biggest stored document must fit in these bounds.
 */
export const EXPORT_BUDGET: WorkerBudget = {
  concurrency: Math.max(1, availableParallelism() - 1),
  queue: 4,
  timeoutMs: 15_000,
  maxHeapMb: 384,
};

/** The stored document as PDF bytes, set in a worker thread within EXPORT_BUDGET. */
export const exportDocumentPdf = budgetedWorker<DocumentPdfInput, Uint8Array<ArrayBuffer>>(
  (resourceLimits) => new Worker(new URL('./pdf-worker.ts', import.meta.url), { resourceLimits }),
  EXPORT_BUDGET,
);
