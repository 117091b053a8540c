import { randomBytes } from 'node:crypto';

/** The cookie that binds a captcha to one browser; it says nothing about the person. */
export const VISITOR_COOKIE = 'portal_captcha_visitor';
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;

export const newVisitorId = (): string => randomBytes(16).toString('base64url');

export function visitorOf(request: Request): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    const value = rest.join('=');
    if (name === VISITOR_COOKIE && VISITOR_ID.test(value)) return value;
  }
  return undefined;
}

/** Session cookie for the API path only: httpOnly, SameSite=Lax, Secure over https. */
export function visitorCookie(id: string, secure: boolean): string {
  return `${VISITOR_COOKIE}=${id}; Path=/api/portal/v1; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
