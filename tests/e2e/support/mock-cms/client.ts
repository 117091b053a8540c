import { z } from 'zod';
import { CONTROL_PATH, countsSchema, type CmsMode, type Counts, type Override } from './protocol';

async function call(controlOrigin: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${controlOrigin}${CONTROL_PATH}${path}`, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`mock CMS ${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The portal envelope as far as tests edit it. */
const envelopeSchema = z.looseObject({ code: z.string(), data: z.unknown() });

/** Drives the mock CMS (tests/e2e/support/mock-cms) through its control port. */
export function mockCmsClient(controlOrigin: string) {
  return {
    reset: () => call(controlOrigin, 'POST', '/reset'),
    resetCounts: () => call(controlOrigin, 'DELETE', '/counts'),
    counts: async (): Promise<Counts> => countsSchema.parse(await call(controlOrigin, 'GET', '/counts')),
    setMode: (mode: CmsMode) => call(controlOrigin, 'PUT', '/mode', { mode }),
    override: (override: Override) => call(controlOrigin, 'PUT', '/overrides', override),
    /** The embedded CMS's own envelope for `path` in `lang` (uncounted), to build a replacement from. */
    original: async (path: string, lang: string) => envelopeSchema.parse(await call(controlOrigin, 'GET', `/original?${new URLSearchParams({ path, lang })}`)),
  };
}
export type MockCmsClient = ReturnType<typeof mockCmsClient>;
