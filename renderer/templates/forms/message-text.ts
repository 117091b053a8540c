import type { IntlShape } from 'react-intl';
import type { PortalError } from '../../api/errors';
import type { CaptchaProblem } from './use-captcha';

/** A schema or server message: a dictionary key is translated, any other text is shown as it is. */
export function messageText(intl: IntlShape, message: string): string {
  return Object.hasOwn(intl.messages, message) ? intl.formatMessage({ id: message }) : message;
}

/** What a failed submission tells the visitor: the server's message when there is one, else the catalogue's text. */
export function portalErrorText(intl: IntlShape, error: PortalError): string {
  return error.serverMessage !== undefined ? messageText(intl, error.serverMessage) : intl.formatMessage({ id: error.messageKey });
}

/** The captcha's trouble in words: the server's refusal (429: requested too frequently), else the load failure. */
export function captchaProblemText(intl: IntlShape, problem: CaptchaProblem | null): string | undefined {
  if (!problem) return undefined;
  if (problem.kind === 'refused' && problem.error.status === 429) {
    return problem.error.serverMessage !== undefined ? messageText(intl, problem.error.serverMessage) : intl.formatMessage({ id: 'form.captchaTooFrequent' });
  }
  return intl.formatMessage({ id: 'form.verifyCodeFailed' });
}
