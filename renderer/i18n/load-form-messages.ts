import type { LanguageCode } from '@/schemas/locale';
import { formMessages, type ClientMessages } from './client-messages';
import type { Messages } from './messages/types';

/** One chunk per locale, so a browser downloads only its own language. */
const DICTIONARIES: Record<LanguageCode, () => Promise<Messages>> = {
  ZH_CN: () => import('./messages/zh-CN').then((module) => module.zhCN),
  EN_US: () => import('./messages/en-US').then((module) => module.enUS),
  JA_JP: () => import('./messages/ja-JP').then((module) => module.jaJP),
  KO_KR: () => import('./messages/ko-KR').then((module) => module.koKR),
};

/** A lead form's messages, for a form the browser loads after the page (the side panel's). */
export async function loadFormMessages(locale: LanguageCode): Promise<ClientMessages> {
  return formMessages(await DICTIONARIES[locale]());
}
