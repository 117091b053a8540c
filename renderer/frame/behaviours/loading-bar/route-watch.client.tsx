'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { navigationProgress } from './navigation-progress';
import { isPageChange, startsNavigation } from './page-change';

/** Starts the loading bar on link clicks and back/forward to another route; ends it once the new route has rendered. */
export function RouteWatch() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const rendered = useRef('');

  useEffect(() => {
    rendered.current = window.location.href;
    navigationProgress.done();
  }, [pathname, search]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (anchor instanceof HTMLAnchorElement && startsNavigation(event, anchor, window.location.href)) navigationProgress.start();
    };
    // The address has already changed when popstate fires: compare with the route on screen.
    const onPopState = () => {
      if (rendered.current && isPageChange(rendered.current, window.location.href)) navigationProgress.start();
    };
    // Capture: Next's links cancel the click before it would bubble here.
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);

  return null;
}
