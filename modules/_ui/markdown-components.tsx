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
  // An eager image made React preload it in the page's head and a phone fetch and decode it with the page,
  // however far down the article it sits (the home page's map, 6,000 px down).
  img: ({ node, alt, ...props }: Override<'img'>) => <img {...props} alt={alt ?? ''} loading="lazy" decoding="async" />,
};
