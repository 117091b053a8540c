/** The English site's cookie consent, value `allow` for one year at path /. */
export const CONSENT_COOKIE = 'cookie_consent';
export const CONSENT_VALUE = 'allow';
export const CONSENT_MAX_AGE_SECONDS = 31_536_000;

/** Whether a `document.cookie` string holds the agreed consent. */
export function hasConsent(cookieHeader: string): boolean {
  return cookieHeader.split(';').some((pair) => pair.trim() === `${CONSENT_COOKIE}=${CONSENT_VALUE}`);
}

/** The `document.cookie` assignment that stores the consent; Secure when the site is served over https. */
export function consentCookie(secure: boolean): string {
  const attributes = [`Max-Age=${CONSENT_MAX_AGE_SECONDS}`, 'Path=/', 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
  return [`${CONSENT_COOKIE}=${CONSENT_VALUE}`, ...attributes].join('; ');
}
