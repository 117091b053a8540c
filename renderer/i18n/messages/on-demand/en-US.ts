import type { ApiMessageKey, ErrorMessageKey } from './zh-CN';

export const error = {
  'error.403.title': 'Sorry, you do not have permission to access this page!',
  'error.403.hint': 'Please contact the permission administrator.',
  'error.404.title': 'Sorry, the page you requested does not exist!',
  'error.405.title': 'Sorry, this request method is not allowed!',
  'error.notFound': 'This page could not be found',
  'error.500.title': 'Server error, please try again later.',
  'error.500.message': 'Server error',
  'error.codeLine': 'Error code: {code}, message: {message}',
  'error.fallback': 'Sorry, something went wrong while displaying this page.',
  'error.backHome': 'Back to home',
  'error.documentTitle': '{title} - EdgeCloud',
} as const satisfies Record<ErrorMessageKey, string>;

export const api = {
  'api.requestFailed': 'Request failed',
  'api.unauthorized': 'Unauthorized, log in again',
  'api.somethingWrong': 'Something went wrong',
  'api.network': 'Network problem, refresh and retry',
  'api.timeout': 'Request timed out, refresh and retry',
  'api.tooLarge': 'The response is too large to process',
  'api.malformed': 'The server returned an invalid response',
  'api.forbidden': 'You do not have permission to perform this action',
  'api.notFound': 'The requested resource does not exist',
  'api.loginRequired': 'Please log in to continue',
  'api.badPreviewToken': 'The preview token is invalid or has expired',
  'api.aborted': 'The request was cancelled',
  'api.badRequest': 'The request is invalid',
} as const satisfies Record<ApiMessageKey, string>;
