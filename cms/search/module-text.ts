import { moduleVisibilitySchema } from '@/schemas/detail';
import { richTextPlain } from './rich-text';

/** Keys whose strings are addresses, styling or button chrome, not words a visitor searches for. */
const NON_TEXT_KEY = /(?:url|href|src|icon|image|logo|link|colou?r|theme|variant|layout|align|highlightcolumn|previous|next|label)$/i;
const KEY_KEY = /^(?:id|type)$|[a-z](?:Id|Type)$/;
const ADDRESS = /^(?:[a-z][a-z0-9+.-]*:|\/|#|\.{1,2}\/)\S*$/i;
const MARKUP = /[*_`#[\]<>|!~]|\n/;

/** Module `details` as stored: an object, or a string the renderer would parse (and drop when it does not). */
function parseDetails(details: unknown): unknown {
  if (typeof details !== 'string') return details;
  try {
    return JSON.parse(details);
  } catch {
    return undefined;
  }
}

function collect(value: unknown, key: string, out: string[]) {
  if (typeof value === 'string') {
    const text = value.trim();
    if (!text || NON_TEXT_KEY.test(key) || KEY_KEY.test(key) || ADDRESS.test(text)) return;
    out.push(MARKUP.test(text) ? richTextPlain(text, 'markdown') : text);
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, key, out);
  } else if (value !== null && typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) collect(item, name, out);
  }
}

/**
 * The words a visitor reads in one module of a detail page: every text field of its `details`,
 * Markdown reduced to text. Modules the renderer drops (unparseable, or `visible: false`) give nothing.
 */
export function moduleText(details: unknown): string[] {
  const parsed = parseDetails(details);
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return [];
  const visibility = moduleVisibilitySchema.safeParse(parsed);
  if (!visibility.success || !visibility.data.visible) return [];
  const out: string[] = [];
  collect(parsed, '', out);
  return out;
}
