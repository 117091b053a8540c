import type { ApiMessageKey, ErrorMessageKey } from './zh-CN';

export const error = {
  'error.403.title': '죄송합니다. 이 페이지에 접근할 권한이 없습니다!',
  'error.403.hint': '권한 관리자에게 문의해 주세요.',
  'error.404.title': '죄송합니다. 요청하신 페이지가 존재하지 않습니다!',
  'error.405.title': '죄송합니다. 허용되지 않는 요청 방식입니다!',
  'error.notFound': '페이지를 찾을 수 없습니다',
  'error.500.title': '서버 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  'error.500.message': '서버 오류',
  'error.codeLine': '오류 코드: {code}, 오류 메시지: {message}',
  'error.fallback': '죄송합니다. 페이지를 표시하는 중 오류가 발생했습니다.',
  'error.backHome': '홈으로 돌아가기',
  'error.documentTitle': '{title} - EdgeCloud',
} as const satisfies Record<ErrorMessageKey, string>;

export const api = {
  'api.requestFailed': '요청에 실패했습니다',
  'api.unauthorized': '인증되지 않았습니다. 다시 로그인해 주세요',
  'api.somethingWrong': '문제가 발생했습니다. 잠시 후 다시 시도해 주세요',
  'api.network': '네트워크에 문제가 있습니다. 새로고침 후 다시 시도해 주세요',
  'api.timeout': '요청 시간이 초과되었습니다. 새로고침 후 다시 시도해 주세요',
  'api.tooLarge': '응답 크기가 너무 커서 처리할 수 없습니다',
  'api.malformed': '서버에서 잘못된 응답을 반환했습니다',
  'api.forbidden': '이 작업을 수행할 권한이 없습니다',
  'api.notFound': '요청한 리소스가 존재하지 않습니다',
  'api.loginRequired': '계속하려면 로그인해 주세요',
  'api.badPreviewToken': '미리보기 토큰이 유효하지 않거나 만료되었습니다',
  'api.aborted': '요청이 취소되었습니다',
  'api.badRequest': '요청 내용이 올바르지 않습니다',
} as const satisfies Record<ApiMessageKey, string>;
