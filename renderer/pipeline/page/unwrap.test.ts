import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PortalResult } from '../../data/api/call-types';
import { PortalError, type PortalErrorKind } from '../../data/api/errors';
import { accessFallbackStatus } from './access-status';
import { PageDataError, unwrap } from './unwrap';

const failed = (kind: PortalErrorKind): PortalResult<string> => [new PortalError(kind, { status: 200 }), undefined];

/** What unwrap throws for a failed answer. */
function thrownFor(kind: PortalErrorKind): unknown {
  try {
    unwrap(failed(kind));
  } catch (error) {
    return error;
  }
  throw new Error(`${kind} did not throw`);
}

describe('unwrap', () => {
  beforeAll(() => {
    // next.config.ts enables forbidden() (experimental.authInterrupts).
    vi.stubEnv('__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS', 'true');
  });

  it('gives the data of a successful answer', () => {
    expect(unwrap([null, 'page'])).toBe('page');
  });

  it('shows the not-found page for a missing page and for an answer the CMS asked to be ignored (33922001)', () => {
    expect(accessFallbackStatus(thrownFor('not-found'))).toBe(404);
    expect(accessFallbackStatus(thrownFor('ignored'))).toBe(404);
  });

  it('shows the 403 page for a forbidden page and for a login the server cannot ask for', () => {
    expect(accessFallbackStatus(thrownFor('forbidden'))).toBe(403);
    expect(accessFallbackStatus(thrownFor('login-required'))).toBe(403);
  });

  it('fails the render, to the error page, for everything else', () => {
    expect(thrownFor('business')).toBeInstanceOf(PageDataError);
    expect(thrownFor('timeout')).toBeInstanceOf(PageDataError);
  });
});
