import type { ComponentProps } from 'react';

/** What the Markdown renderer passes an element override: the element's props and its syntax-tree node. */
type Override<Tag extends 'pre' | 'table'> = ComponentProps<Tag> & { node?: unknown };

/**
 * Code blocks and tables scroll sideways when wider than the column (phones, long commands): a tab stop
 * lets a keyboard user reach and scroll them (WCAG 2.1.1, axe `scrollable-region-focusable`).
 */
export const markdownComponents = {
  pre: ({ node, ...props }: Override<'pre'>) => <pre {...props} tabIndex={0} />,
  table: ({ node, ...props }: Override<'table'>) => <table {...props} tabIndex={0} />,
};
