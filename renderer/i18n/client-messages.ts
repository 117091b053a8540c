import { PORTAL_MESSAGE_KEYS } from '../api/errors';
import type { MessageKey, Messages } from './messages/types';

/**
 * What the chrome's client leaves (header, error pages, the error toast) translate in the browser, as
 * plain text (chrome-text.ts): every page carries them, so they need no react-intl there. Server
 * Components translate with `getTranslator` and send text; sections and lead forms add react-intl with
 * their own messages. client-messages.test.ts fails when a client leaf names one not listed here or in
 * the section (SECTION_PREFIXES) whose template holds it.
 */
export const CHROME_MESSAGES = [
  ...PORTAL_MESSAGE_KEYS,
  'common.loading',
  'common.retry',
  'common.close',
  'error.403.hint',
  'error.403.title',
  'error.404.title',
  'error.500.message',
  'error.500.title',
  'error.backHome',
  'error.codeLine',
  'error.notFound',
  'nav.loggedInAs',
  'search.button',
  'search.label',
  'search.placeholder',
] as const satisfies readonly MessageKey[];
export type ChromeMessageKey = (typeof CHROME_MESSAGES)[number];

/**
 * Templates whose leaves translate with react-intl, and the key prefixes SectionMessages hands them: a
 * product page does not carry the document tree's, the news list's or the search page's. The chrome's
 * messages are not repeated there (its leaves read ChromeTextProvider); a section's leaves take the
 * shared words (loading, retry) from `common.`.
 */
export const SECTION_PREFIXES = {
  documents: ['doc.', 'common.'],
  news: ['news.', 'pagination.', 'common.'],
  search: ['search.', 'pagination.', 'common.'],
} as const satisfies Record<string, readonly string[]>;
export type MessageSection = keyof typeof SECTION_PREFIXES;

/** Added around a lead form, whole namespaces: its labels and rules, and the CMS's rule keys it shows as text. */
export const FORM_NAMESPACES = ['form', 'compatibility', 'industry', 'investor', 'partner'] as const;

export type ClientMessages = Partial<Record<MessageKey, string>>;

export const namespaceOf = (key: string): string => key.slice(0, key.indexOf('.'));

/** The chrome's client messages in `dictionary`. */
export function chromeMessages(dictionary: Messages): ClientMessages {
  return Object.fromEntries(CHROME_MESSAGES.map((key) => [key, dictionary[key]]));
}

/** A section's client messages in `dictionary` (SectionMessages around its template). */
export function sectionMessages(dictionary: Messages, section: MessageSection): ClientMessages {
  const prefixes: readonly string[] = SECTION_PREFIXES[section];
  return Object.fromEntries(Object.entries(dictionary).filter(([key]) => prefixes.some((prefix) => key.startsWith(prefix))));
}

/** A lead form's messages in `dictionary`. */
export function formMessages(dictionary: Messages): ClientMessages {
  const wanted = new Set<string>(FORM_NAMESPACES);
  return Object.fromEntries(Object.entries(dictionary).filter(([key]) => wanted.has(namespaceOf(key))));
}
