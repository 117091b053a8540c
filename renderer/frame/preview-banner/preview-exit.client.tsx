'use client';

import { useCurrentHref } from '../behaviours/use-current-href';

/** The banner's close control: a plain form (works before hydration), returning to the page being previewed. */
export function PreviewExit({ label, className }: { label: string; className: string | undefined }) {
  const href = useCurrentHref();
  const here = href ? new URL(href) : null;
  return (
    <form method="post" action="/api/preview/exit">
      <input type="hidden" name="return" value={here ? `${here.pathname}${here.search}` : '/'} />
      <button type="submit" className={className}>
        {label}
      </button>
    </form>
  );
}
