import type { ComponentProps } from 'react';

/** Marks a plain link the layout's one router follows client-side; `no-prefetch` keeps it from prefetching. */
export const SITE_LINK_ATTRIBUTE = 'data-site-link';
export const NO_PREFETCH = 'no-prefetch';
/** The router replaces the history entry instead of adding one (a filter switched in place). */
export const REPLACE_ATTRIBUTE = 'data-site-link-replace';
/** The router keeps the scroll position instead of going to the top of the new page. */
export const KEEP_SCROLL_ATTRIBUTE = 'data-site-link-keep-scroll';

type Props = ComponentProps<'a'> & { href: string; prefetch?: false; replace?: true; scroll?: false };

/**
 * A link to a site page as plain HTML: no next/link to hydrate per link, in server or client markup. The
 * layout's SiteLinkRouter (renderer/frame/behaviours/site-links) follows it without a page load and
 * prefetches it on intent, as next/link would, with next/link's `prefetch={false}`, `replace` and
 * `scroll={false}`.
 */
export function SiteAnchor({ prefetch, replace, scroll, ...props }: Props) {
  const marks = {
    [SITE_LINK_ATTRIBUTE]: prefetch === false ? NO_PREFETCH : '',
    ...(replace ? { [REPLACE_ATTRIBUTE]: '' } : {}),
    ...(scroll === false ? { [KEEP_SCROLL_ATTRIBUTE]: '' } : {}),
  };
  return <a {...props} {...marks} />;
}
