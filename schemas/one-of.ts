/** Whether `value` is one of `list`'s members, narrowing it to their union (a constant list's `includes` takes only members). */
export const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);
