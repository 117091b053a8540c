'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useRef, useState } from 'react';
import { useDismiss } from '../../../modules/_ui/use-dismiss';

/**
 * A header popup's state: open on the path it was opened on, so any navigation closes it without an
 * effect. Escape closes it and puts focus back on `button`; a press outside `root` closes it.
 */
export function useDisclosure() {
  const pathname = usePathname();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpenOn(null), []);
  const escape = useCallback(() => {
    setOpenOn(null);
    button.current?.focus();
  }, []);
  useDismiss(open, root, close, escape);
  const toggle = () => setOpenOn(open ? null : pathname);
  return { open, toggle, root, button };
}
