import { z } from 'zod';

/** `/front/user`: the logged-in customer, answered with code 33924001 when nobody is. */
export const userInfoSchema = z.object({
  id: z.union([z.string(), z.number()]),
  name: z.string(),
  email: z.string().nullish(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;
