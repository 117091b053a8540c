'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslator } from '../../../i18n/use-translator';
import { InspectOverlay } from './inspect-overlay.client';
import { INSPECT_TARGET_SELECTOR, type InspectedModule } from './inspector-data';
import { InspectorPanel } from './inspector-panel.client';
import { markerOf } from './module-boxes';
import { useInspectorData } from './use-inspector-data';

/** The module opened: by its CMS id, so it stays open when a save hides or drops it (its key changes then). */
type Selection = { id: string; key: string };

/**
 * The module inspector (docs/preview.md, "Inspect"), loaded only in an accepted preview's banner: its button turns
 * inspect mode on; the drop report's rows jump to their placeholders; Escape closes the panel, then leaves the mode.
 */
export function Inspector({ className }: { className: string | undefined }) {
  const t = useTranslator();
  const data = useInspectorData();
  const [active, setActive] = useState(false);
  const [selection, setSelection] = useState<Selection | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  const open = useCallback((module: InspectedModule, from: HTMLElement | null) => {
    opener.current = from;
    setActive(true);
    setSelection({ id: module.id, key: module.key });
  }, []);

  const close = useCallback(() => {
    setSelection(null);
    const back = opener.current?.isConnected ? opener.current : toggle.current;
    back?.focus();
  }, []);

  const modules = data?.modules;
  const selected =
    selection && modules
      ? (modules.find((module) => module.key === selection.key && module.id === selection.id) ?? modules.find((module) => module.id === selection.id))
      : undefined;

  useEffect(() => {
    if (!modules) return;
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLElement>(INSPECT_TARGET_SELECTOR) : null;
      const target = button && modules.find((candidate) => candidate.key === button.dataset.inspectTarget);
      if (!target) return;
      markerOf(target)?.scrollIntoView({ block: 'center' });
      open(target, button);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [modules, open]);

  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (selection) {
        close();
      } else {
        setActive(false);
        toggle.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active, selection, close]);

  const switchMode = (on: boolean) => {
    setActive(on);
    if (!on) setSelection(null);
  };

  if (!data) return null;
  return (
    <>
      <button ref={toggle} type="button" className={className} aria-pressed={active} onClick={() => switchMode(!active)}>
        {t('inspector.toggle')}
      </button>
      {active ? (
        <span className="visually-hidden" role="status">
          {t('inspector.hint')}
        </span>
      ) : null}
      {active ? createPortal(<InspectOverlay modules={data.modules} selectedKey={selected?.key} focusFirst={!selection} onOpen={open} />, document.body) : null}
      {selected
        ? createPortal(
            <InspectorPanel data={data} module={selected} onClose={close} onSelect={(id) => setSelection({ id, key: `module:${id}` })} />,
            document.body,
          )
        : null}
    </>
  );
}
