import type { PdfBlock } from '../pdf-blocks';
import type { Typesetter } from '../typesetter';
import { setCode } from './code-block';
import { setHeading } from './heading';
import { setListItem } from './list-item';
import { setParagraph } from './paragraph';
import { setQuote } from './quote';
import { setRule } from './rule';
import { setTable } from './table';

export function setBlock(t: Typesetter, block: PdfBlock) {
  switch (block.kind) {
    case 'heading':
      return setHeading(t, block.level, block.text);
    case 'paragraph':
      return setParagraph(t, block);
    case 'quote':
      return setQuote(t, block);
    case 'list-item':
      return setListItem(t, block.depth, block.marker, block);
    case 'code':
      return setCode(t, block.text);
    case 'table':
      return setTable(t, block.rows);
    case 'rule':
      return setRule(t);
  }
}
