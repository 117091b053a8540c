import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { portalHandlers } from './portal-handlers';

export const server = setupServer(...portalHandlers);

/** Starts msw for the calling test file; a request no handler answers fails the test. */
export function servePortalFixtures(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
