'use client';

import { clsx } from 'clsx';
import { useEffect, useRef } from 'react';
import { useTranslator } from '../../../i18n/use-translator';
import type { InspectedModule } from './inspector-data';
import styles from './inspector.module.css';
import { useModuleBoxes } from './module-boxes';

type Props = {
  modules: readonly InspectedModule[];
  selectedKey: string | undefined;
  /** Turned on by the banner's button (not by a drop report's row, which opens its module): focus goes to the first module. */
  focusFirst: boolean;
  onOpen: (module: InspectedModule, from: HTMLElement) => void;
};

/**
 * In inspect mode, a button over each module in CMS order: hovering or focusing one outlines the module and names
 * it, a click or Enter opens it. Over the page, so its links do not navigate meanwhile.
 */
export function InspectOverlay({ modules, selectedKey, focusFirst, onOpen }: Props) {
  const t = useTranslator();
  const boxes = useModuleBoxes(modules);
  const first = useRef<HTMLButtonElement>(null);
  // Decided once, when the mode starts.
  const focused = useRef(!focusFirst);

  // Inspect mode starts at the first module, where the page is scrolled to now.
  useEffect(() => {
    if (focused.current || !first.current) return;
    focused.current = true;
    first.current.focus({ preventScroll: true });
  }, [boxes]);

  return (
    <div className={styles.overlay} data-inspector="overlay">
      {boxes.map(({ module, box }, index) => {
        const label = [module.title ?? module.type, module.id, module.name, module.dropped && t('inspector.dropped')].filter(Boolean).join(' · ');
        return (
          <button
            key={module.key}
            ref={index === 0 ? first : undefined}
            type="button"
            className={clsx(styles.target, module.dropped && styles.droppedTarget, module.key === selectedKey && styles.selected)}
            style={{ top: box.top, left: box.left, width: box.width, height: box.height }}
            aria-label={label}
            aria-haspopup="dialog"
            data-inspect-key={module.key}
            onClick={(event) => onOpen(module, event.currentTarget)}
          >
            <span className={styles.label} aria-hidden="true">
              {label}
            </span>
          </button>
        );
      })}
    </div>
  );
}
