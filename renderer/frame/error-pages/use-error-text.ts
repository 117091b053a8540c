import { useAtomValue } from 'jotai';
import { use } from 'react';
import { oncePerKey } from '../../data/query/once-per-key';
import { loadErrorText } from '../../i18n/messages/load-on-demand';
import type { ErrorMessageKey } from '../../i18n/messages/on-demand/zh-CN';
import { argumentPieces, fillPieces, type TextValues } from '../../i18n/text-pieces';
import { localeAtom } from '../../data/state/atoms';

/** One load per locale: React's `use` needs the same promise on every render. */
const errorTextOf = oncePerKey(loadErrorText);

/**
 * The error views' `t`, in the page's language. Their messages are not in every page's HTML: the view waits
 * for them (on the server too, so a 404 page's HTML holds its text). When they cannot be loaded in the browser
 * (offline), the view throws and the root error page, in both languages, takes its place.
 */
export function useErrorText(): (key: ErrorMessageKey, values?: TextValues) => string {
  const text = use(errorTextOf(useAtomValue(localeAtom)));
  return (key, values) => fillPieces(argumentPieces(text[key]), values);
}
