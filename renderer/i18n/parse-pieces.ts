import 'server-only';
import { isArgumentElement, isLiteralElement, isTagElement, parse } from '@formatjs/icu-messageformat-parser';
import type { TextPiece } from './text-pieces';

/**
 * A message as text pieces (text-pieces.ts), parsed by the ICU parser: quoting and escapes are resolved here,
 * and the browser only joins the pieces. A message the plain-text leaves show may hold nothing but text,
 * `{arguments}` and tags around text; anything else (a plural) fails here, and the tests check every dictionary.
 */
export function parsePieces(key: string, message: string): TextPiece[] {
  const result: TextPiece[] = [''];
  for (const element of parse(message)) {
    if (isLiteralElement(element)) result[result.length - 1] += element.value;
    else if (isArgumentElement(element)) result.push(element.value, '');
    else if (isTagElement(element) && element.children.every(isLiteralElement)) {
      result.push(
        {
          tag: element.value,
          text: element.children
            .filter(isLiteralElement)
            .map((child) => child.value)
            .join(''),
        },
        '',
      );
    } else throw new Error(`${key}: a plain-text message holds only text, {arguments} and tags around text`);
  }
  return result;
}
