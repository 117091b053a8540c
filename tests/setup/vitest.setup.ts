import { inject, vi } from 'vitest';
import type * as ExportPdf from '@/cms/pdf/export-pdf';

// Next's data cache needs a running Next server; in tests the getters call through uncached, as previews do.
vi.mock('next/cache', () => ({ unstable_cache: <F>(fn: F) => fn, revalidateTag: vi.fn() }));

// Form submissions in unit tests go to a throwaway in-memory database, never to the repository's data/ folder.
process.env.CMS_DATABASE_PATH ??= ':memory:';

// Outside a Next request there is no draft mode or cookie jar: tests render published content unless they
// switch preview on through `previewRequest` (tests/support/preview-request.ts).
vi.mock('next/headers', async () => (await import('../support/preview-request')).nextHeadersMock);

// The PDF export's worker is bundled by Next; under vitest it runs the bundle tests/setup/pdf-worker-bundle.ts
// made for this run. The worker, its budget and its messages stay the real ones.
vi.mock('@/cms/pdf/export-pdf', async (importOriginal) => {
  const [actual, { Worker }, { budgetedWorker }] = await Promise.all([
    importOriginal<typeof ExportPdf>(),
    import('node:worker_threads'),
    import('@/cms/pdf/worker-budget'),
  ]);
  const entry = inject('pdfWorkerFile');
  // A busy test machine can take longer than production's wall time to start a worker; worker-budget.test.ts proves the bound.
  const budget = { ...actual.EXPORT_BUDGET, timeoutMs: 60_000 };
  return { ...actual, exportDocumentPdf: budgetedWorker((resourceLimits) => new Worker(entry, { resourceLimits }), budget) };
});

// findBy and waitFor wait for a state; their 1 s default raced the clock on a busy machine, and 4 s did too for a
// lead form's submission at load 20. They wait up to 15 s, within the 20 s a test has (vitest.config.ts).
if (typeof document !== 'undefined') (await import('@testing-library/react')).configure({ asyncUtilTimeout: 15_000 });

// jsdom lays nothing out, so it has no scrollIntoView; the forms call it to bring their status line into view.
if (typeof Element !== 'undefined' && !('scrollIntoView' in Element.prototype)) {
  Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => {}, configurable: true, writable: true });
}

// Leads carry a proof of work; at cost 1 a test solves one in milliseconds (the default is for people's browsers).
process.env.CMS_PROOF_OF_WORK_COST ??= '1';
