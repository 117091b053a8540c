import type { Element, ElementContent, Root as HtmlRoot, RootContent as HtmlNode } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import type { Nodes as MdNode, Root as MdRoot } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { collapseRuns, type InlineLine, type InlineRun } from './inline-runs';

/**
 * CMS rich text (Markdown or HTML) as a flat list of text blocks: what search indexes and what the
 * PDF export sets. No markup survives but bold (the PDF sets it, search ignores it); code keeps its
 * line breaks, everything else is one line.
 */
export type TextBlock =
  | { kind: 'heading'; level: number; text: string }
  | ({ kind: 'paragraph' } & InlineLine)
  | ({ kind: 'list-item'; depth: number; marker: string } & InlineLine)
  | { kind: 'code'; text: string }
  | ({ kind: 'quote' } & InlineLine)
  | { kind: 'table-row'; cells: string[]; header: boolean }
  | { kind: 'rule' };

export type RichTextType = 'markdown' | 'html';

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

// ---- HTML ----

const SKIPPED_TAGS = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'svg', 'head', 'title']);
const HEADING = /^h([1-6])$/;
const STRONG_TAGS = new Set(['strong', 'b']);
const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'details',
  'dd',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'html',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
  'caption',
]);

/** Text of an element as a reader sees it: `br` breaks, images by their alt text, scripts and styles dropped. */
function htmlRuns(node: HtmlNode | ElementContent, bold = false): InlineRun[] {
  if (node.type === 'text') return [{ text: node.value, bold }];
  if (node.type !== 'element' || SKIPPED_TAGS.has(node.tagName)) return [];
  if (node.tagName === 'br') return [{ text: '\n', bold }];
  if (node.tagName === 'img') return typeof node.properties.alt === 'string' ? [{ text: node.properties.alt, bold }] : [];
  const strong = bold || STRONG_TAGS.has(node.tagName);
  return node.children.flatMap((child) => htmlRuns(child, strong));
}

const joinRuns = (runs: readonly InlineRun[]) => runs.map((run) => run.text).join('');
const htmlText = (node: HtmlNode | ElementContent) => joinRuns(htmlRuns(node));

function htmlTableRows(table: Element, out: TextBlock[]) {
  const visit = (node: Element, inHead: boolean) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      if (child.tagName === 'tr') {
        const cells = child.children.flatMap((cell) =>
          cell.type === 'element' && (cell.tagName === 'td' || cell.tagName === 'th') ? [{ text: collapse(htmlText(cell)), th: cell.tagName === 'th' }] : [],
        );
        if (cells.length > 0) out.push({ kind: 'table-row', cells: cells.map((cell) => cell.text), header: inHead || cells.every((cell) => cell.th) });
      } else if (child.tagName !== 'table') {
        visit(child, inHead || child.tagName === 'thead');
      }
    }
  };
  visit(table, false);
}

function htmlBlocks(nodes: readonly (HtmlNode | ElementContent)[], out: TextBlock[], depth: number) {
  let inline: InlineRun[] = [];
  const flush = () => {
    const line = collapseRuns(inline);
    if (line.text) out.push({ kind: 'paragraph', ...line });
    inline = [];
  };
  for (const node of nodes) {
    if (node.type !== 'element' || !BLOCK_TAGS.has(node.tagName)) {
      inline.push(...htmlRuns(node));
      continue;
    }
    flush();
    const tag = node.tagName;
    const heading = HEADING.exec(tag);
    if (heading) {
      const text = collapse(htmlText(node));
      if (text) out.push({ kind: 'heading', level: Number(heading[1]), text });
    } else if (tag === 'pre') {
      const text = htmlText(node).replace(/^\n/, '').replace(/\s+$/, '');
      if (text) out.push({ kind: 'code', text });
    } else if (tag === 'ul' || tag === 'ol') {
      let number = typeof node.properties.start === 'number' ? node.properties.start : 1;
      for (const item of node.children) {
        if (item.type !== 'element' || item.tagName !== 'li') continue;
        const nested = item.children.filter((child) => child.type === 'element' && (child.tagName === 'ul' || child.tagName === 'ol'));
        const own = item.children.filter((child) => !nested.includes(child));
        const line = collapseRuns(own.flatMap((child) => htmlRuns(child)));
        out.push({ kind: 'list-item', depth, marker: tag === 'ol' ? `${number}.` : '•', ...line });
        number += 1;
        htmlBlocks(nested, out, depth + 1);
      }
    } else if (tag === 'table') {
      htmlTableRows(node, out);
    } else if (tag === 'blockquote') {
      const quoted: TextBlock[] = [];
      htmlBlocks(node.children, quoted, depth);
      for (const block of quoted) out.push(block.kind === 'paragraph' ? { ...block, kind: 'quote' } : block);
    } else if (tag === 'hr') {
      out.push({ kind: 'rule' });
    } else {
      htmlBlocks(node.children, out, depth);
    }
  }
  flush();
}

function fromHtmlContent(content: string): TextBlock[] {
  const tree: HtmlRoot = fromHtml(content, { fragment: true });
  const out: TextBlock[] = [];
  htmlBlocks(tree.children, out, 0);
  return out;
}

// ---- Markdown ----

/** Inline text of a Markdown node; raw inline HTML is reduced to its text. */
function mdRuns(node: MdNode, bold = false): InlineRun[] {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      return [{ text: node.value, bold }];
    case 'html':
      return fromHtml(node.value, { fragment: true }).children.flatMap((child) => htmlRuns(child, bold));
    case 'break':
      return [{ text: '\n', bold }];
    case 'image':
    case 'imageReference':
      return [{ text: node.alt ?? '', bold }];
    case 'footnoteReference':
      return [];
    default:
      return 'children' in node ? node.children.flatMap((child) => mdRuns(child, bold || node.type === 'strong')) : [];
  }
}

const mdText = (node: MdNode) => joinRuns(mdRuns(node));

function mdBlocks(nodes: readonly MdNode[], out: TextBlock[], depth: number, quoted: boolean) {
  for (const node of nodes) {
    switch (node.type) {
      case 'heading': {
        const text = collapse(mdText(node));
        if (text) out.push({ kind: 'heading', level: node.depth, text });
        break;
      }
      case 'paragraph': {
        const line = collapseRuns(mdRuns(node));
        if (line.text) out.push({ kind: quoted ? 'quote' : 'paragraph', ...line });
        break;
      }
      case 'code':
        if (node.value.trim()) out.push({ kind: 'code', text: node.value.replace(/\s+$/, '') });
        break;
      case 'list':
        node.children.forEach((item, at) => {
          const marker = node.ordered ? `${(node.start ?? 1) + at}.` : item.checked === true ? '☑' : item.checked === false ? '☐' : '•';
          const [first, ...rest] = item.children;
          const leads = first?.type === 'paragraph';
          out.push({ kind: 'list-item', depth, marker, ...(leads ? collapseRuns(mdRuns(first)) : { text: '' }) });
          mdBlocks(leads ? rest : item.children, out, depth + 1, quoted);
        });
        break;
      case 'table':
        node.children.forEach((row, at) => out.push({ kind: 'table-row', cells: row.children.map((cell) => collapse(mdText(cell))), header: at === 0 }));
        break;
      case 'blockquote':
        mdBlocks(node.children, out, depth, true);
        break;
      case 'thematicBreak':
        out.push({ kind: 'rule' });
        break;
      case 'html':
        out.push(...fromHtmlContent(node.value));
        break;
      case 'footnoteDefinition':
        mdBlocks(node.children, out, depth, quoted);
        break;
      default:
        break;
    }
  }
}

function fromMarkdownContent(content: string): TextBlock[] {
  const tree: MdRoot = fromMarkdown(content, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  const out: TextBlock[] = [];
  mdBlocks(tree.children, out, 0, false);
  return out;
}

export function richTextBlocks(content: string, type: RichTextType): TextBlock[] {
  return type === 'html' ? fromHtmlContent(content) : fromMarkdownContent(content);
}

/** The words of a block, as search indexes them. */
export function blockText(block: TextBlock): string {
  switch (block.kind) {
    case 'table-row':
      return block.cells.join(' ');
    case 'rule':
      return '';
    default:
      return block.text;
  }
}

/** Rich text as one line of plain text: blocks joined by a space, whitespace collapsed. */
export function richTextPlain(content: string, type: RichTextType): string {
  return collapse(richTextBlocks(content, type).map(blockText).join(' '));
}
