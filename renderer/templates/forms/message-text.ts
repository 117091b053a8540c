import type { PortalError } from '../../data/api/errors';
import type { FormTranslator } from '../../i18n/form-text.client';
import type { CaptchaProblem } from './use-captcha';

/** What a failed submission tells the visitor: the server's message when there is one, else the catalogue's text. */
export function portalErrorText(text: FormTranslator, error: PortalError): string {
  return error.serverMessage !== undefined ? text.text(error.serverMessage) : text.t(error.messageKey);
}

/** The captcha's trouble in words: the server's refusal (429: requested too frequently), else the load failure. */
export function captchaProblemText(text: FormTranslator, problem: CaptchaProblem | null): string | undefined {
  if (!problem) return undefined;
  if (problem.kind === 'refused' && problem.error.status === 429) {
    return problem.error.serverMessage !== undefined ? text.text(problem.error.serverMessage) : text.t('form.captchaTooFrequent');
  }
  return text.t('form.verifyCodeFailed');
}
