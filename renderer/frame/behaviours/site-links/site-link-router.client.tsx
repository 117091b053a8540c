'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { KEEP_SCROLL_ATTRIBUTE, NO_PREFETCH, REPLACE_ATTRIBUTE, SITE_LINK_ATTRIBUTE } from '@/modules/_ui/site-anchor';
import { readConnectionHint, shouldPrefetch } from '@/modules/_ui/prefetch-rule';
import { startsNavigation } from '../loading-bar/page-change';

const siteLinkOf = (target: EventTarget | null): HTMLAnchorElement | undefined => {
  const anchor = target instanceof Element ? target.closest(`a[${SITE_LINK_ATTRIBUTE}]`) : null;
  return anchor instanceof HTMLAnchorElement ? anchor : undefined;
};

/**
 * The one client part behind every SiteAnchor of the page: a plain left click (or Enter) on one goes to
 * its page without a page load, as next/link does, and a pointer over it, a touch or keyboard focus
 * prefetches that page, never on 2g or with data saver on. One listener per event for the
 * whole page, where each next/link was a component to hydrate.
 */
export function SiteLinkRouter() {
  const router = useRouter();
  useEffect(() => {
    const prefetched = new Set<string>();
    const onClick = (event: MouseEvent) => {
      const anchor = siteLinkOf(event.target);
      if (!anchor || event.defaultPrevented || !startsNavigation(event, anchor, window.location.href)) return;
      event.preventDefault();
      const options = { scroll: !anchor.hasAttribute(KEEP_SCROLL_ATTRIBUTE) };
      if (anchor.hasAttribute(REPLACE_ATTRIBUTE)) router.replace(anchor.href, options);
      else router.push(anchor.href, options);
    };
    const onIntent = (event: Event) => {
      const anchor = siteLinkOf(event.target);
      if (!anchor || anchor.getAttribute(SITE_LINK_ATTRIBUTE) === NO_PREFETCH || prefetched.has(anchor.href)) return;
      if (anchor.origin !== window.location.origin || !shouldPrefetch(readConnectionHint(navigator))) return;
      prefetched.add(anchor.href);
      router.prefetch(anchor.href);
    };
    const intents = ['pointerover', 'touchstart', 'focusin'] as const;
    document.addEventListener('click', onClick);
    intents.forEach((name) => document.addEventListener(name, onIntent, { passive: true }));
    return () => {
      document.removeEventListener('click', onClick);
      intents.forEach((name) => document.removeEventListener(name, onIntent));
    };
  }, [router]);
  return null;
}
