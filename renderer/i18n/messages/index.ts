import type { LanguageCode } from '@/schemas/locale';
import { enUS } from './en-US';
import { jaJP } from './ja-JP';
import { koKR } from './ko-KR';
import type { Messages } from './types';
import { zhCN } from './zh-CN';

export type { MessageKey, Messages } from './types';

/** One dictionary per locale of schemas/locale.ts; a missing locale does not compile. */
export const dictionaries = {
  ZH_CN: zhCN,
  EN_US: enUS,
  JA_JP: jaJP,
  KO_KR: koKR,
} as const satisfies Record<LanguageCode, Messages>;

/** BCP 47 tags for react-intl's `locale` and the `<html lang>` attribute. */
export const htmlLang = {
  ZH_CN: 'zh-CN',
  EN_US: 'en-US',
  JA_JP: 'ja-JP',
  KO_KR: 'ko-KR',
} as const satisfies Record<LanguageCode, string>;
