/** Where old browsers and pages whose scripts cannot load are sent (app/[locale]/[device]/upgrade-browser). */
export const UPGRADE_BROWSER_PATH = '/upgrade-browser';

/** Internet Explorer 9 and older, sent to the upgrade page; IE10 says `MSIE 10.0`, IE11 says `Trident/7.0` and no MSIE. */
const OLD_IE = /MSIE [1-9]\./;

export function isLegacyBrowser(userAgent: string | null | undefined): boolean {
  return Boolean(userAgent && OLD_IE.test(userAgent));
}
