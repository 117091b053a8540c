import type { LanguageCode } from '@/schemas/locale';
import type { UserInfo } from '@/schemas/user-info';

/**
 * The site's own address for who the visitor is: its server asks GET /front/user with the visitor's
 * cookies and checks the answer, so the browser loads neither the portal client nor a schema for it.
 */
export const userSessionPath = (locale: LanguageCode) => `/api/user/${locale}`;

/** Its answer: the customer, or null for an anonymous visitor (33924001) and for a call that failed. */
export type UserSessionAnswer = { user: UserInfo | null };
