import type { WebInfo } from '@/schemas/site-info';
import { safeHref } from '../../data/menu/navigation-view';

/** The console host, when it is an http(s) address (it comes from the CMS). */
export const consoleHostOf = (siteInfo: WebInfo | undefined): string | undefined => {
  const host = safeHref(siteInfo?.wplusReplaceLink);
  return host && /^https?:\/\//i.test(host) ? host : undefined;
};
