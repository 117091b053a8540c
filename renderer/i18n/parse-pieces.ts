import 'server-only';
import {
  isArgumentElement,
  isLiteralElement,
  isPluralElement,
  isPoundElement,
  isTagElement,
  parse,
  type MessageFormatElement,
  type TagElement,
} from '@formatjs/icu-messageformat-parser';
import type { ClientMessages } from './client-messages';
import type { TextPiece } from './text-pieces';
import type { PlainText } from './text-provider.client';

const UNSUPPORTED = 'a message for the browser holds only text, {arguments}, tags around text and plurals';

/** The text inside a tag; a tag around anything else (an argument, another tag) has no piece. */
function tagText(key: string, element: TagElement): string {
  return element.children
    .map((child) => {
      if (!isLiteralElement(child)) throw new Error(`${key}: ${UNSUPPORTED}`);
      return child.value;
    })
    .join('');
}

function piecesOf(key: string, elements: readonly MessageFormatElement[]): TextPiece[] {
  const result: TextPiece[] = [''];
  for (const element of elements) {
    if (isLiteralElement(element)) result[result.length - 1] += element.value;
    else if (isArgumentElement(element)) result.push(element.value, '');
    else if (isPoundElement(element)) result.push('#', '');
    else if (isTagElement(element)) result.push({ tag: element.value, text: tagText(key, element) }, '');
    else if (isPluralElement(element) && element.pluralType === 'cardinal') {
      const options = Object.fromEntries(Object.entries(element.options).map(([name, option]) => [name, piecesOf(key, option.value)]));
      result.push({ plural: element.value, offset: element.offset, options }, '');
    } else throw new Error(`${key}: ${UNSUPPORTED}`);
  }
  return result;
}

/**
 * A message as text pieces (text-pieces.ts), parsed by the ICU parser: quoting and escapes are resolved here,
 * and the browser only joins the pieces. Anything the pieces cannot hold (a select, a date format) fails here,
 * and plain-text.test.ts checks every message the browser gets, in every dictionary.
 */
export const parsePieces = (key: string, message: string): TextPiece[] => piecesOf(key, parse(message));

/** Every message of `messages` as text pieces. */
export const parseMessages = (messages: ClientMessages): PlainText =>
  Object.fromEntries(Object.entries(messages).flatMap(([key, message]) => (message === undefined ? [] : [[key, parsePieces(key, message)]])));
