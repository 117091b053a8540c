import { userInfoSchema } from '@/schemas/user-info';
import type { EndpointSpec } from './endpoint-spec';

/** GET /front/user, a row of the endpoint table kept apart so the browser can call it alone (fetchUserFromBrowser). */
export const userEndpoint = { method: 'GET', path: '/front/user', data: userInfoSchema } as const satisfies EndpointSpec;
