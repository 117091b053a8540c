import type { ComponentProps } from 'react';

/** What the Markdown renderer passes an element override: the element's props and its syntax-tree node. */
type Override<Tag extends 'pre' | 'table' | 'img'> = ComponentProps<Tag> & { node?: unknown };

/**
 * Code blocks and tables scroll sideways when wider than the column (phones, long commands): a tab stop
 * lets a keyboard user reach and scroll them (WCAG 2.1.1, axe `scrollable-region-focusable`).
 */
export const markdownComponents = {
  pre: ({ node, ...props }: Override<'pre'>) => <pre {...props} tabIndex={0} />,
  table: ({ node, ...props }: Override<'table'>) => <table {...props} tabIndex={0} />,
  // React preloads an image from the page's head unless it is lazy or of low priority: the home page's map,
  // 6,000 px down, came before the page's own scripts. Not lazy: CMS images carry no size, so a lazy one grows
  // the page only once it nears the viewport, and going back restored the scroll short of where it was.
  img: ({ node, alt, ...props }: Override<'img'>) => <img {...props} alt={alt} fetchPriority="low" decoding="async" />,
};
