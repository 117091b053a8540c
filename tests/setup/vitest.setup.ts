// `server-only` throws outside a React Server environment; tests import server modules directly.
import { vi } from 'vitest';

vi.mock('server-only', () => ({}));

// Next's data cache needs a running Next server; in tests the getters call through uncached, as previews do.
vi.mock('next/cache', () => ({ unstable_cache: <F>(fn: F) => fn, revalidateTag: vi.fn() }));

// Form submissions in unit tests go to a throwaway in-memory database, never to the repository's data/ folder.
process.env.CMS_DATABASE_PATH ??= ':memory:';

// Outside a Next request there is no draft mode or cookie jar: tests render published content unless they
// switch preview on through `previewRequest` (tests/support/preview-request.ts).
vi.mock('next/headers', async () => (await import('../support/preview-request')).nextHeadersMock);
