import { PortalError, silent, type PortalMessageKey } from '../../../data/api/errors';

/** What the error catalogue (docs/decisions.md, "Errors in the browser") does in the browser when a call fails. */
export type BrowserErrorAction =
  | { kind: 'login' }
  | { kind: 'forbidden-page' }
  | { kind: 'not-found-page' }
  | { kind: 'home' }
  | { kind: 'toast'; serverMessage: string | undefined; messageKey: PortalMessageKey }
  | { kind: 'nothing' };

/**
 * 33924001 sends the visitor to the login page, HTTP 403 to the 403 page, HTTP 404 to the 404 page, HTTP 417 home; 33922001 and a
 * cancelled call do nothing; anything else is a toast with the server's message, or the catalogue's text.
 */
export function browserErrorAction(error: unknown): BrowserErrorAction {
  if (!(error instanceof PortalError)) return { kind: 'toast', serverMessage: undefined, messageKey: 'api.requestFailed' };
  if (silent(error)) return { kind: 'nothing' };
  switch (error.kind) {
    case 'login-required':
      return { kind: 'login' };
    case 'forbidden':
      return { kind: 'forbidden-page' };
    case 'not-found':
      return { kind: 'not-found-page' };
    case 'redirect-home':
      return { kind: 'home' };
    default:
      return { kind: 'toast', serverMessage: error.serverMessage, messageKey: error.messageKey };
  }
}
