'use client';

import { usePathname } from 'next/navigation';
import { createContext, useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { DRAWER_INERT_ATTRIBUTE, lockBodyScroll } from './body-lock';
import { keepBelowHeader } from './drawer-below-header';
import { CloseIcon, MenuIcon } from '../../../modules/_ui/icons';
import styles from './mobile-menu.module.css';

type Props = {
  openLabel: string;
  closeLabel: string;
  /** On the desktop markup the drawer only serves narrow windows: it closes when the window grows past this media query. */
  closeWhen?: string | undefined;
  /** The drawer: search, menu tree, language switcher, console and login. */
  children: ReactNode;
};

/** Whether the drawer is open, for leaves inside it that load what they show on first opening. */
export const DrawerOpen = createContext(false);

/**
 * The hamburger and its drawer. Opening fixes the body where it is (the page behind cannot scroll);
 * closing restores the exact scroll position. Escape, a link inside and any navigation close it.
 */
export function MobileMenu({ openLabel, closeLabel, closeWhen, children }: Props) {
  const pathname = usePathname();
  // The path the drawer was opened on: navigating elsewhere closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn !== null && openOn === pathname;
  const drawerId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const release = lockBodyScroll();
    const header = toggle.current?.closest('header');
    const unplace = drawer.current && header ? keepBelowHeader(drawer.current, header) : undefined;
    const inert = [...document.querySelectorAll<HTMLElement>(`[${DRAWER_INERT_ATTRIBUTE}]`)];
    for (const element of inert) element.inert = true;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      toggle.current?.focus();
    };
    const wide = closeWhen ? window.matchMedia(closeWhen) : undefined;
    const onWide = () => {
      if (wide?.matches) setOpenOn(null);
    };
    document.addEventListener('keydown', onKey);
    wide?.addEventListener('change', onWide);
    return () => {
      document.removeEventListener('keydown', onKey);
      wide?.removeEventListener('change', onWide);
      for (const element of inert) element.inert = false;
      unplace?.();
      release();
    };
  }, [open, closeWhen]);

  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) setOpenOn(null);
  };

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={drawerId}
        aria-label={open ? closeLabel : openLabel}
        onClick={() => {
          setOpenOn(open ? null : pathname);
          // Safari does not focus a tapped button: closing leaves focus on the toggle, as Escape does.
          if (open) toggle.current?.focus();
        }}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      <div ref={drawer} id={drawerId} className={styles.drawer} hidden={!open} onClick={closeOnLink}>
        <DrawerOpen value={open}>{children}</DrawerOpen>
      </div>
    </>
  );
}
