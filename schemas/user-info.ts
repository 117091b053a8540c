import * as z from 'zod/mini';

/**
 * `/front/user`: the logged-in customer, answered with code 33924001 when nobody is. zod/mini and a file
 * of its own: every page asks for it just after hydration (UserLoader) with this schema alone, not the
 * whole endpoint table.
 */
export const userInfoSchema = z.object({
  id: z.union([z.string(), z.number()]),
  name: z.string(),
  email: z.nullish(z.string()),
});
export type UserInfo = z.infer<typeof userInfoSchema>;
