import { enUS } from '../../../renderer/i18n/messages/en-US';
import { zhCN } from '../../../renderer/i18n/messages/zh-CN';
import { EN_ORIGIN, ZH_ORIGIN } from '../../../playwright.config';

/** The two public sites: the host picks the locale. */
export const sites = [
  { label: 'Chinese', code: 'ZH_CN', origin: ZH_ORIGIN, htmlLang: 'zh-CN', messages: zhCN },
  { label: 'English', code: 'EN_US', origin: EN_ORIGIN, htmlLang: 'en-US', messages: enUS },
] as const;

export type Site = (typeof sites)[number];
export type LocaleCode = Site['code'];

/** An absolute URL of `path` on the site's own host. */
export const urlOn = (site: Site, path: string): string => new URL(path, site.origin).href;
