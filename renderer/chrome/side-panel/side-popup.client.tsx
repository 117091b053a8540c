'use client';

import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { useDismiss } from '../../../modules/_ui/use-dismiss';

type Props = {
  /** The trigger's content (icon and short label). */
  trigger: ReactNode;
  triggerClassName: string | undefined;
  popupClassName: string | undefined;
  className: string | undefined;
  children: ReactNode;
};

/** A side-panel button whose popup opens on hover, on focus and on click; Escape, leaving it and a press elsewhere close it. */
export function SidePopup({ trigger, triggerClassName, popupClassName, className, children }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const escape = useCallback(() => {
    setOpen(false);
    if (root.current?.contains(document.activeElement)) button.current?.focus();
  }, []);
  useDismiss(open, root, close, escape);

  return (
    <div
      ref={root}
      className={className}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => {
        if (!root.current?.contains(document.activeElement)) setOpen(false);
      }}
      onBlur={(event) => {
        if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={triggerClassName}
        aria-expanded={open}
        aria-controls={id}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
      >
        {trigger}
      </button>
      <div id={id} className={popupClassName} hidden={!open}>
        {children}
      </div>
    </div>
  );
}
