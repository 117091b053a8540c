import { describe, expect, it } from 'vitest';
import { errorFromResponse, PortalError } from '../../../data/api/errors';
import { browserErrorAction } from './browser-error-action';

const answered = (status: number, code: string, message = '') => errorFromResponse(status, { code, message, data: null });

describe('browserErrorAction (the error catalogue, in the browser)', () => {
  it('sends 33924001 to the login page, HTTP 403 to the 403 page, HTTP 404 to the 404 page and HTTP 417 home', () => {
    expect(browserErrorAction(answered(200, '33924001'))).toEqual({ kind: 'login' });
    expect(browserErrorAction(answered(403, '0'))).toEqual({ kind: 'forbidden-page' });
    expect(browserErrorAction(answered(404, '40400001', 'no such article'))).toEqual({ kind: 'not-found-page' });
    expect(browserErrorAction(errorFromResponse(404, undefined))).toEqual({ kind: 'not-found-page' });
    expect(browserErrorAction(answered(417, '0'))).toEqual({ kind: 'home' });
  });

  it('does nothing for 33922001 or a call the page cancelled', () => {
    expect(browserErrorAction(answered(200, '33922001'))).toEqual({ kind: 'nothing' });
    expect(browserErrorAction(new PortalError('aborted'))).toEqual({ kind: 'nothing' });
  });

  it("toasts the server's message, or the catalogue's text when there is none", () => {
    expect(browserErrorAction(answered(200, '50000001', 'Search is being rebuilt'))).toMatchObject({ kind: 'toast', serverMessage: 'Search is being rebuilt' });
    expect(browserErrorAction(answered(502, '0'))).toMatchObject({ kind: 'toast', serverMessage: undefined, messageKey: 'api.somethingWrong' });
    expect(browserErrorAction(new TypeError('boom'))).toMatchObject({ kind: 'toast', messageKey: 'api.requestFailed' });
  });
});
