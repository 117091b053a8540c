import type { ComponentProps } from 'react';
import { SiteAnchor } from './site-anchor';

const isExternal = (href: string) => /^(https?:|mailto:|tel:)/i.test(href);

/** Site paths are plain links the layout's router follows client-side (prefetched on intent, never on slow connections); external targets open in a new tab without leaking the opener or the page address. */
export function SiteLink({ href, ...rest }: Omit<ComponentProps<'a'>, 'href'> & { href: string }) {
  if (isExternal(href)) {
    const newTab = /^https?:/i.test(href);
    return <a href={href} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest} />;
  }
  return <SiteAnchor href={href} {...rest} />;
}
