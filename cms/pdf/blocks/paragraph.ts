import type { InlineLine } from '../../search/inline-runs';
import { COLORS, type Typesetter } from '../typesetter';
import { setInline } from './inline-text';

export function setParagraph(t: Typesetter, line: InlineLine, indent = 0, color: string = COLORS.text) {
  setInline(t, line, color, t.left + indent, t.doc.y, { width: t.width - indent, lineGap: 3 });
  t.doc.moveDown(0.5);
}
