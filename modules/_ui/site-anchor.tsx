import type { ComponentProps } from 'react';

/** Marks a plain link the layout's one router follows client-side; `no-prefetch` keeps it from prefetching. */
export const SITE_LINK_ATTRIBUTE = 'data-site-link';
export const NO_PREFETCH = 'no-prefetch';

type Props = ComponentProps<'a'> & { href: string; prefetch?: false };

/**
 * A link to a site page as plain server HTML: no client component to hydrate per link. The layout's
 * SiteLinkRouter (renderer/frame/behaviours/site-links) follows it without a page load and prefetches
 * it on intent, as next/link would.
 */
export function SiteAnchor({ prefetch, ...props }: Props) {
  return <a {...props} {...{ [SITE_LINK_ATTRIBUTE]: prefetch === false ? NO_PREFETCH : '' }} />;
}
