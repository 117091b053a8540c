import type { ComponentProps } from 'react';
import { PrefetchLink } from './prefetch-link.client';

const isExternal = (href: string) => /^(https?:|mailto:|tel:)/i.test(href);

/** Site paths navigate client-side (prefetch skipped on slow connections); external targets open in a new tab without leaking the opener or the page address. */
export function SiteLink({ href, ...rest }: Omit<ComponentProps<'a'>, 'href'> & { href: string }) {
  if (isExternal(href)) {
    const newTab = /^https?:/i.test(href);
    return <a href={href} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest} />;
  }
  return <PrefetchLink href={href} {...rest} />;
}
