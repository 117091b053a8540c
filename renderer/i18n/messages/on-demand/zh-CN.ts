/**
 * The parts of the source dictionary the browser imports itself, when it shows them (load-on-demand.ts): no page
 * carries them in its HTML. Their keys are the only list of these messages.
 */

/** The error pages' messages (403, 404, 405, 500). */
export const error = {
  'error.403.title': '抱歉，您无权访问此页面！',
  'error.403.hint': '如需访问，请联系权限管理员。',
  'error.404.title': '抱歉，您访问的页面不存在！',
  'error.405.title': '抱歉，不支持当前的请求方式！',
  'error.notFound': '页面未找到',
  'error.500.title': '服务器开小差了，请稍后再试！',
  'error.500.message': '服务器错误',
  'error.codeLine': '错误码：{code}，错误信息：{message}',
  'error.fallback': '抱歉，页面显示出错了。',
  'error.backHome': '返回首页',
  'error.documentTitle': '{title} - 边云科技',
} as const;

/** The API client's messages: what a failed call tells the visitor. */
export const api = {
  'api.requestFailed': '请求失败',
  'api.unauthorized': '未授权，请重新登录',
  'api.somethingWrong': '出了点问题，请稍后再试',
  'api.network': '网络异常，请刷新后重试',
  'api.timeout': '请求超时，请刷新后重试',
  'api.tooLarge': '响应内容过大，无法处理',
  'api.malformed': '服务器返回的数据格式有误',
  'api.forbidden': '您没有执行此操作的权限',
  'api.notFound': '请求的资源不存在',
  'api.loginRequired': '请先登录',
  'api.badPreviewToken': '预览令牌无效或已过期',
  'api.aborted': '请求已取消',
  'api.badRequest': '请求参数有误',
} as const;

export type ErrorMessageKey = keyof typeof error;
export type ApiMessageKey = keyof typeof api;
