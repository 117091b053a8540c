import type { MessageKey, Messages } from './messages/types';

/**
 * What the chrome's client leaves (header, the error toast) translate in the browser, as
 * plain text (chrome-text.ts): every page carries them, so they need no react-intl there. Server
 * Components translate with `getTranslator` and send text; sections and lead forms add react-intl with
 * their own messages. client-messages.test.ts fails when a client leaf names one not listed here or in
 * the section (SECTION_KEYS) whose template holds it.
 */
export const CHROME_MESSAGES = [
  // The error toast's text when its messages (messages/on-demand, imported with the first failure) cannot be.
  'api.requestFailed',
  'common.close',
  'nav.loggedInAs',
  'search.button',
  'search.label',
  'search.placeholder',
] as const satisfies readonly MessageKey[];
export type ChromeMessageKey = (typeof CHROME_MESSAGES)[number];

/**
 * Templates whose leaves translate with react-intl, and the messages SectionMessages hands them: a key, or
 * a prefix ending in '.' for a family the leaves all use. Only what the leaves name: the page's server
 * components translate the rest, and the chrome's messages are not repeated (its leaves read
 * the layout's TextProvider). client-messages.test.ts fails when a leaf names a key its section lacks.
 */
export const SECTION_KEYS = {
  documents: ['doc.emptyDirectory', 'doc.noContent', 'doc.treeLoadFailed', 'doc.exportPdf', 'doc.exporting', 'common.loading', 'common.retry'],
  news: ['news.empty', 'news.loadFailed', 'news.tags', 'news.reportType.', 'pagination.', 'common.loading', 'common.retry'],
  search: ['search.', 'pagination.', 'common.loading', 'common.retry'],
  // The module inspector, loaded only in a previewer's banner.
  inspector: ['inspector.', 'preview.dropReport.reason.'],
} as const satisfies Record<string, readonly string[]>;
export type MessageSection = keyof typeof SECTION_KEYS;

/** Added around a lead form, whole namespaces: its labels and rules, the CMS's rule keys it shows as text, and what a failed call shows. */
export const FORM_NAMESPACES = ['form', 'compatibility', 'industry', 'investor', 'partner', 'api'] as const;

export type ClientMessages = Partial<Record<MessageKey, string>>;

export const namespaceOf = (key: string): string => key.slice(0, key.indexOf('.'));

/** The chrome's client messages in `dictionary`. */
export function chromeMessages(dictionary: Messages): ClientMessages {
  return Object.fromEntries(CHROME_MESSAGES.map((key) => [key, dictionary[key]]));
}

/** A section's client messages in `dictionary` (SectionMessages around its template). */
export function sectionMessages(dictionary: Messages, section: MessageSection): ClientMessages {
  const wanted: readonly string[] = SECTION_KEYS[section];
  return Object.fromEntries(
    Object.entries(dictionary).filter(([key]) => wanted.some((entry) => (entry.endsWith('.') ? key.startsWith(entry) : key === entry))),
  );
}

/** A lead form's messages in `dictionary`. */
export function formMessages(dictionary: Messages): ClientMessages {
  const wanted = new Set<string>(FORM_NAMESPACES);
  return Object.fromEntries(Object.entries(dictionary).filter(([key]) => wanted.has(namespaceOf(key))));
}
