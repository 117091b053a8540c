import 'server-only';
import { forbidden, notFound, redirect } from 'next/navigation';
import type { PortalResult } from '../api/call-types';
import type { PortalError } from '../api/errors';

/** Thrown for answers that can only be a server error; the error page shows its kind as the code. */
export class PageDataError extends Error {
  constructor(readonly portalError: PortalError) {
    super(`portal ${portalError.kind}${portalError.status ? ` ${portalError.status}` : ''}: ${portalError.message}`);
  }
}

/**
 * A page's data or the page the error catalogue (spec section 8) calls for: 404 page, 403 page,
 * a redirect home for 417, the error page for everything else.
 */
export function unwrap<T>([error, data]: PortalResult<T>): T {
  if (!error) return data;
  switch (error.kind) {
    case 'not-found':
      notFound();
    case 'forbidden':
    case 'login-required':
      forbidden();
    case 'redirect-home':
      redirect('/');
    default:
      console.error(`[page] ${error.kind}${error.status ? ` (HTTP ${error.status})` : ''}: ${error.message}`);
      throw new PageDataError(error);
  }
}
