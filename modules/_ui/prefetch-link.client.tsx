'use client';

import Link from 'next/link';
import { useSyncExternalStore, type ComponentProps } from 'react';
import { connectionOf, readConnectionHint, shouldPrefetch } from './prefetch-rule';

function subscribe(onChange: () => void): () => void {
  const connection = connectionOf(navigator);
  if (!(connection instanceof EventTarget)) return () => {};
  connection.addEventListener('change', onChange);
  return () => connection.removeEventListener('change', onChange);
}

const allowedInBrowser = () => shouldPrefetch(readConnectionHint(navigator));
// The server knows nothing of the connection: links hydrate without prefetch, then the browser decides.
const allowedOnServer = () => false;

/** next/link that skips prefetch on 2g and data-saver connections, re-deciding when the connection changes. */
export function PrefetchLink({ prefetch, ...props }: ComponentProps<typeof Link>) {
  const allowed = useSyncExternalStore(subscribe, allowedInBrowser, allowedOnServer);
  return <Link {...props} prefetch={allowed ? prefetch : false} />;
}
