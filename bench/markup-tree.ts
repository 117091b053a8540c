import type { Element, ElementContent, Properties } from 'hast';
import { fromHtml } from 'hast-util-from-html';

/** One element of a page's body as React props (`[tag, props, children]`), or a text. */
export type MarkupNode = string | [tag: string, props: Record<string, string | number | boolean>, children: MarkupNode[]];

/** `ariaLabel` → `aria-label`, `dataDrawerInert` → `data-drawer-inert`; React's own names (`className`, `htmlFor`, `tabIndex`) stay. */
function reactName(property: string): string {
  const prefixed = /^(aria|data)([A-Z].*)$/.exec(property);
  if (!prefixed) return property;
  const [, prefix, rest = ''] = prefixed;
  return `${prefix}-${rest.replace(/[A-Z]/g, (letter, at: number) => `${at === 0 ? '' : '-'}${letter.toLowerCase()}`)}`;
}

function reactProps(properties: Properties): Record<string, string | number | boolean> {
  const props: Record<string, string | number | boolean> = {};
  for (const [name, value] of Object.entries(properties)) {
    // A style is a string here and an object to React; the markup's weight is the point, not its looks.
    if (name === 'style' || value === null || value === undefined || value === false) continue;
    props[reactName(name)] = Array.isArray(value) ? value.join(' ') : value;
  }
  return props;
}

const isNode = (node: MarkupNode | undefined): node is MarkupNode => node !== undefined;

/** Children are mapped and filtered, not flat-mapped: an element is itself an array. */
const toNodes = (children: ElementContent[]): MarkupNode[] => children.map(toNode).filter(isNode);

function toNode(node: ElementContent): MarkupNode | undefined {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element' || node.tagName === 'script' || node.tagName === 'template') return undefined;
  return [node.tagName, reactProps(node.properties), toNodes(node.children)];
}

/**
 * A page's body as plain elements, scripts and payload left out: what the bare Next.js app renders to
 * weigh the same markup with none of the site's own work (bench/baseline-next/app/markup).
 */
export function markupTree(html: string): MarkupNode[] {
  const root = fromHtml(html);
  const htmlElement = root.children.find((node): node is Element => node.type === 'element' && node.tagName === 'html');
  const body = htmlElement?.children.find((node): node is Element => node.type === 'element' && node.tagName === 'body');
  if (!body) throw new Error('the page has no body');
  return toNodes(body.children);
}
