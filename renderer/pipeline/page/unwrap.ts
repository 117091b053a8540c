import 'server-only';
import { forbidden, notFound, redirect } from 'next/navigation';
import type { PortalResult } from '../../data/api/call-types';
import type { PortalError } from '../../data/api/errors';

/**
 * Thrown for answers that can only be a server error. Its stack is its message: Next logs what a
 * page throws, and a CMS outage should cost one clear line per request, not a trace through our code.
 */
export class PageDataError extends Error {
  override readonly name = 'PageDataError';

  constructor(portalError: PortalError) {
    const status = portalError.status ? ` (HTTP ${portalError.status})` : '';
    super(`content service call failed: ${portalError.kind}${status}: ${portalError.message}`);
    this.stack = `${this.name}: ${this.message}`;
  }
}

/**
 * A page's data or the page the error catalogue (docs/decisions.md, "Errors") calls for: 404 page, 403 page,
 * a redirect home for 417, the error page for everything else. 33922001 is "silently ignored": the
 * answer carries nothing to show and no error to report, so the page is the not-found page, not the 500 page.
 */
export function unwrap<T>([error, data]: PortalResult<T>): T {
  if (!error) return data;
  switch (error.kind) {
    case 'not-found':
    case 'ignored':
      notFound();
    case 'forbidden':
    case 'login-required':
      forbidden();
    case 'redirect-home':
      redirect('/');
    default:
      throw new PageDataError(error);
  }
}
