/** True when no value repeats: list items are keyed by their text, so a repeat would collide. */
export const distinct = (values: readonly string[]) => new Set(values).size === values.length;
