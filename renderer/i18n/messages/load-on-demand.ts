import type { LanguageCode } from '@/schemas/locale';
import type { ApiMessageKey, ErrorMessageKey } from './on-demand/zh-CN';

export type ApiText = Readonly<Record<ApiMessageKey, string>>;
export type ErrorText = Readonly<Record<ErrorMessageKey, string>>;
type OnDemand = { api: ApiText; error: ErrorText };

const loaders = {
  ZH_CN: () => import('./on-demand/zh-CN'),
  EN_US: () => import('./on-demand/en-US'),
  JA_JP: () => import('./on-demand/ja-JP'),
  KO_KR: () => import('./on-demand/ko-KR'),
} satisfies Record<LanguageCode, () => Promise<OnDemand>>;

/*
 * The dictionary's parts the browser imports itself, one chunk per locale, when it shows them: so no page
 * carries them in its HTML. Their messages hold text and {arguments} only (argumentPieces in text-pieces.ts,
 * checked against the ICU parser in plain-text.test.ts), so the browser needs no parser.
 */

/** The API client's messages: the site-wide error toast imports them with the first failed call. */
export const loadApiText = (locale: LanguageCode): Promise<ApiText> => loaders[locale]().then(({ api }) => api);

/** The error pages' messages: the 403, 404 and 500 views import them when one is shown. */
export const loadErrorText = (locale: LanguageCode): Promise<ErrorText> => loaders[locale]().then(({ error }) => error);
