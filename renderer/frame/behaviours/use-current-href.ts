import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  window.addEventListener('hashchange', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('hashchange', onChange);
  };
};

/**
 * The browser's full address (window.location.href), or null on the server and during hydration, so
 * links built from it never mismatch the server HTML. Client navigations re-render through usePathname.
 */
export function useCurrentHref(): string | null {
  usePathname();
  return useSyncExternalStore(
    subscribe,
    () => window.location.href,
    () => null,
  );
}
