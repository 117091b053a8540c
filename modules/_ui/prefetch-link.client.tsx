'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps, FocusEvent, MouseEvent, TouchEvent } from 'react';
import { readConnectionHint, shouldPrefetch } from './prefetch-rule';

type Props = Omit<ComponentProps<typeof Link>, 'href'> & { href: string };

/**
 * next/link that prefetches on intent (pointer over it, a touch, keyboard focus) rather than when it
 * scrolls into view, and never on 2g or with data saver on: a phone loading the page
 * fetches and decodes no other page's payload, styles or images before it is usable.
 */
export function PrefetchLink({ href, prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: Props) {
  const router = useRouter();
  const prefetchNow = () => {
    if (prefetch !== false && shouldPrefetch(readConnectionHint(navigator))) router.prefetch(href);
  };
  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        onMouseEnter?.(event);
        prefetchNow();
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(event);
        prefetchNow();
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event);
        prefetchNow();
      }}
    />
  );
}
