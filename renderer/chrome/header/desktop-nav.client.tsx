'use client';

import { SiteAnchor } from '@/modules/_ui/site-anchor';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { isInside } from '../../data/menu/highlight';
import { ChevronDownIcon } from '../../../modules/_ui/icons';
import { NavigationStatus, type NavigationStatusLabels } from './navigation-status';
import { arrowTarget } from './panel-arrow-keys';
import { loadNavigation, useNavigation, type NavigationState } from './use-navigation';
import styles from './mega-menu.module.css';

export type DesktopNavItem = {
  code: string;
  label: string;
  /** Where the top-level link leads (its first page); undefined leaves a plain label. */
  href: string | undefined;
  /** Path prefixes under which this item is the current one (highlightPrefixes). */
  prefixes: string[];
  /** Accessible name of the button that opens the panel. */
  toggleLabel: string;
};

type Props = {
  label: string;
  items: DesktopNavItem[];
  /** Where the panels' links load from after the page (api/navigation): the server HTML holds only the bar. */
  navigationUrl: string;
  moreLabel: string;
  status: NavigationStatusLabels;
};

/** The panels' menus with the code that draws them: the page's first scripts hold only the bar's. */
const loadPanels = (url: string) => Promise.all([loadNavigation(url), import('./mega-panel')]).then(([view, { MegaPanel }]) => ({ view, MegaPanel }));
type Panels = Awaited<ReturnType<typeof loadPanels>>;

/** Hover intent: a short pause before opening so a pointer crossing the bar opens nothing, a longer one before closing. */
const OPEN_DELAY_MS = 80;
const CLOSE_DELAY_MS = 180;

type OpenState = { code: string; path: string; pinned: boolean };

/**
 * The desktop navbar: each top item is a link plus a disclosure button (aria-expanded) for its mega-menu.
 * Hover opens a panel; click, Enter, Space or ArrowDown pin it open; inside it ArrowDown, ArrowUp, Home
 * and End move among its links; Escape closes and returns focus to the button; focus leaving the item, a
 * press outside and any navigation close it.
 */
export function DesktopNav({ label, items, navigationUrl, moreLabel, status }: Props) {
  const pathname = usePathname();
  const [state, setState] = useState<OpenState | null>(null);
  // Navigation closes the panel: an open state only holds on the path where it was opened.
  const openCode = state && state.path === pathname ? state.code : null;
  const navigation = useNavigation(loadPanels, navigationUrl, openCode !== null);
  const navRef = useRef<HTMLElement>(null);
  const focusFirstIn = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clearTimer = () => clearTimeout(timer.current);
  useEffect(() => clearTimer, []);

  const close = useCallback(() => {
    clearTimer();
    setState(null);
  }, []);

  useEffect(() => {
    if (openCode === null) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const toggle = navRef.current?.querySelector<HTMLButtonElement>(`button[aria-controls="${panelId(openCode)}"]`);
      const hadFocus = navRef.current?.contains(document.activeElement) ?? false;
      close();
      if (hadFocus) toggle?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !navRef.current?.contains(event.target)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [openCode, close]);

  const hoverOpen = (code: string) => {
    clearTimer();
    if (openCode === code) return;
    const open = () => setState({ code, path: pathname, pinned: false });
    // Moving from one open panel to the next switches at once.
    if (openCode !== null) open();
    else timer.current = setTimeout(open, OPEN_DELAY_MS);
  };
  const hoverClose = () => {
    clearTimer();
    if (state?.pinned) return;
    timer.current = setTimeout(() => setState((current) => (current?.pinned ? current : null)), CLOSE_DELAY_MS);
  };
  const toggle = (code: string) => {
    clearTimer();
    setState(openCode === code && state?.pinned ? null : { code, path: pathname, pinned: true });
  };
  const openAndFocusFirst = (code: string, event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    clearTimer();
    flushSync(() => setState({ code, path: pathname, pinned: true }));
    const first = document.getElementById(panelId(code))?.querySelector<HTMLElement>('a[href]');
    if (first) first.focus();
    else focusFirstIn.current = code;
  };
  // A panel opened with ArrowDown gives its first link focus once its links are drawn (they may still be loading).
  const drawn = navigation.view !== undefined;
  useEffect(() => {
    if (!drawn || openCode === null || focusFirstIn.current !== openCode) return;
    focusFirstIn.current = null;
    document.getElementById(panelId(openCode))?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [drawn, openCode]);
  // Only a move of focus to somewhere else closes; a click on the page is the pointer listener's job.
  const closeWhenFocusLeaves = (code: string) => (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget;
    if (openCode === code && next instanceof Node && !event.currentTarget.contains(next)) close();
  };
  // Inside an open panel ArrowDown, ArrowUp, Home and End move among its links.
  const moveAmongLinks = (event: KeyboardEvent<HTMLDivElement>) => {
    const links = [...event.currentTarget.querySelectorAll<HTMLElement>('a[href]')];
    const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const target = arrowTarget(links, focused, event.key);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  const closeOnLinkClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) close();
  };

  return (
    <nav ref={navRef} className={styles.nav} aria-label={label}>
      <ul className={styles.bar}>
        {items.map((item) => {
          const expanded = openCode === item.code;
          const current = isInside(pathname, item.prefixes);
          return (
            <li
              key={item.code}
              className={styles.item}
              data-open={expanded || undefined}
              onMouseEnter={() => hoverOpen(item.code)}
              onMouseLeave={hoverClose}
              onBlur={closeWhenFocusLeaves(item.code)}
            >
              <div className={styles.trigger} data-current={current || undefined}>
                {item.href ? (
                  <SiteAnchor
                    href={item.href}
                    className={styles.topLink}
                    aria-current={current ? 'true' : undefined}
                    onKeyDown={(event) => openAndFocusFirst(item.code, event)}
                  >
                    {item.label}
                  </SiteAnchor>
                ) : (
                  <span className={styles.topLink} aria-current={current ? 'true' : undefined}>
                    {item.label}
                  </span>
                )}
                <button
                  type="button"
                  className={styles.toggle}
                  aria-expanded={expanded}
                  aria-controls={panelId(item.code)}
                  aria-label={item.toggleLabel}
                  onClick={() => toggle(item.code)}
                  onKeyDown={(event) => openAndFocusFirst(item.code, event)}
                >
                  <ChevronDownIcon />
                </button>
              </div>
              <div id={panelId(item.code)} className={styles.panel} hidden={!expanded} onClick={closeOnLinkClick} onKeyDown={moveAmongLinks}>
                {expanded ? <PanelBody item={item} navigation={navigation} moreLabel={moreLabel} status={status} /> : null}
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

const panelId = (code: string) => `mega-${code}`;

type PanelBodyProps = { item: DesktopNavItem; navigation: NavigationState<Panels>; moreLabel: string; status: NavigationStatusLabels };

function PanelBody({ item, navigation, moreLabel, status }: PanelBodyProps) {
  if (!navigation.view) return <NavigationStatus state={navigation} labels={status} />;
  const { view, MegaPanel } = navigation.view;
  const panel = view.panels[item.code];
  // A menu gone from the CMS since the page was rendered: the site map still lists what there is.
  if (!panel) return <NavigationStatus state={{ failed: true }} labels={status} />;
  return <MegaPanel title={item.label} panel={panel} moreLabel={moreLabel} />;
}
