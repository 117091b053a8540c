import { PORTAL_MESSAGE_KEYS } from '../api/errors';
import type { MessageKey, Messages } from './messages/types';

/**
 * What the browser translates itself. Server Components translate with `getTranslator` and send text,
 * so a page hands its client leaves only the messages they name, not the whole dictionary: every
 * message in the provider travels in each page's RSC payload (the whole Chinese dictionary was 5 KB of
 * a product page's 23 KB gzip). client-messages.test.ts fails when a client leaf names one not listed,
 * or builds a key from a prefix (`search.filter.${type}`) that is not in PAGE_MESSAGE_GROUPS.
 */
export const PAGE_MESSAGES: readonly MessageKey[] = [
  ...PORTAL_MESSAGE_KEYS,
  'common.loading',
  'common.retry',
  'common.close',
  'doc.emptyDirectory',
  'doc.exportFailed',
  'doc.exportPdf',
  'doc.exporting',
  'doc.noContent',
  'doc.treeLoadFailed',
  'error.403.hint',
  'error.403.title',
  'error.404.title',
  'error.500.title',
  'error.backHome',
  'error.codeLine',
  'error.notFound',
  'nav.loggedInAs',
  'news.empty',
  'news.loadFailed',
  'news.reportType.all',
  'news.reportType.label',
  'news.tags',
  'pagination.apply',
  'pagination.goto',
  'pagination.gotoLabel',
  'pagination.gotoSubmit',
  'pagination.itemsPerPage',
  'pagination.label',
  'pagination.next',
  'pagination.page',
  'pagination.pageN',
  'pagination.perPage',
  'pagination.prev',
  'pagination.total',
  'search.button',
  'search.empty',
  'search.filterLabel',
  'search.hotWords',
  'search.label',
  'search.loadFailed',
  'search.noData',
  'search.noResult',
  'search.placeholder',
  'search.resultCount',
  'search.title',
];

/** Groups a client leaf picks from at run time (`search.filter.${type}`): every key under the prefix. */
const PAGE_MESSAGE_GROUPS = ['search.filter.'] as const;

/** Added around a lead form, whole namespaces: its labels and rules, and the CMS's rule keys it shows as text. */
export const FORM_NAMESPACES = ['form', 'compatibility', 'industry', 'investor', 'partner'] as const;

export type ClientMessages = Partial<Record<MessageKey, string>>;

export const namespaceOf = (key: string): string => key.slice(0, key.indexOf('.'));

/** The page's client messages in `dictionary`. */
export function pageMessages(dictionary: Messages): ClientMessages {
  const grouped = Object.entries(dictionary).filter(([key]) => PAGE_MESSAGE_GROUPS.some((prefix) => key.startsWith(prefix)));
  return Object.fromEntries([...PAGE_MESSAGES.map((key) => [key, dictionary[key]]), ...grouped]);
}

/** A lead form's messages in `dictionary`. */
export function formMessages(dictionary: Messages): ClientMessages {
  const wanted = new Set<string>(FORM_NAMESPACES);
  return Object.fromEntries(Object.entries(dictionary).filter(([key]) => wanted.has(namespaceOf(key))));
}
