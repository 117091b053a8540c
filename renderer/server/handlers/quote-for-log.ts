/** What JSON leaves as it is and readers that split on Unicode line breaks still break at: C1 controls (NEL), U+2028, U+2029. */
const UNICODE_BREAKS = /[\u0080-\u009f\u2028\u2029]/g;

/** Visitor text as one quoted token of a log line: every control character and Unicode line break escaped. */
export const quoteForLog = (text: string | undefined): string =>
  JSON.stringify(text ?? '').replace(UNICODE_BREAKS, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
