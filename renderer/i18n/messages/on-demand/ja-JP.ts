import type { ApiMessageKey, ErrorMessageKey } from './zh-CN';

export const error = {
  'error.403.title': '申し訳ありません。このページへのアクセス権限がありません。',
  'error.403.hint': '権限管理者にお問い合わせください。',
  'error.404.title': '申し訳ありません。お探しのページは存在しません。',
  'error.405.title': '申し訳ありません。このリクエスト方式には対応していません。',
  'error.notFound': 'ページが見つかりません',
  'error.500.title': 'サーバーエラーが発生しました。しばらくしてから再度お試しください。',
  'error.500.message': 'サーバーエラー',
  'error.codeLine': 'エラーコード：{code}、エラーメッセージ：{message}',
  'error.fallback': '申し訳ありません。ページの表示中にエラーが発生しました。',
  'error.backHome': 'ホームに戻る',
  'error.documentTitle': '{title} - EdgeCloud',
} as const satisfies Record<ErrorMessageKey, string>;

export const api = {
  'api.requestFailed': 'リクエストに失敗しました',
  'api.unauthorized': '認証されていません。再度ログインしてください',
  'api.somethingWrong': '問題が発生しました。しばらくしてから再度お試しください',
  'api.network': 'ネットワークに問題があります。ページを更新して再度お試しください',
  'api.timeout': 'リクエストがタイムアウトしました。ページを更新して再度お試しください',
  'api.tooLarge': 'レスポンスが大きすぎるため処理できません',
  'api.malformed': 'サーバーから無効なレスポンスが返されました',
  'api.forbidden': 'この操作を実行する権限がありません',
  'api.notFound': 'リクエストされたリソースは存在しません',
  'api.loginRequired': '続行するにはログインしてください',
  'api.badPreviewToken': 'プレビュートークンが無効か、有効期限が切れています',
  'api.aborted': 'リクエストはキャンセルされました',
  'api.badRequest': 'リクエストの内容に誤りがあります',
} as const satisfies Record<ApiMessageKey, string>;
