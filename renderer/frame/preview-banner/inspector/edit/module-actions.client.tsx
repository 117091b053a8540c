'use client';

import { useState } from 'react';
import { contracts, isModuleType } from '@/modules/contracts';
import { useTranslator } from '../../../../i18n/use-translator';
import styles from '../inspector.module.css';
import type { EditChange, EditOutcome } from './edit-api';

type Props = {
  moduleId: string;
  visible: boolean;
  send: (change: EditChange) => Promise<EditOutcome>;
  /** A module was added: the inspector turns to it. */
  onAdded: (moduleId: string) => void;
};

const TYPES = Object.values(contracts);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Show or hide, move, remove (after a confirmation), and add a module after this one from a contract's examples. */
export function ModuleActions({ moduleId, visible, send, onAdded }: Props) {
  const t = useTranslator();
  const [confirming, setConfirming] = useState(false);
  const [addType, setAddType] = useState<string>(TYPES[0]?.type ?? '');
  const [example, setExample] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The box shows the choice at once; the stored value, read back after the save, takes over.
  const [shown, setShown] = useState<boolean | null>(null);
  // Examples are `details` objects (modules/registry.test.ts binds each).
  const examples = (isModuleType(addType) ? contracts[addType].examples : []).filter(isRecord);

  const run = async (change: EditChange) => {
    setBusy(true);
    setFailure(null);
    const outcome = await send(change);
    setBusy(false);
    if (outcome.kind === 'stale') setFailure(t('inspector.edit.stale'));
    else if (outcome.kind === 'invalid') setFailure(outcome.issues.map((issue) => `${issue.path}: ${issue.message}`).join('; '));
    else if (outcome.kind === 'failed') setFailure(t('inspector.edit.failed', { error: outcome.error }));
    return outcome;
  };

  return (
    <div className={styles.actions}>
      <label className={styles.checkField}>
        <input
          type="checkbox"
          checked={shown ?? visible}
          disabled={busy}
          onChange={async (event) => {
            setShown(event.target.checked);
            await run({ op: 'visible', moduleId, visible: event.target.checked });
            setShown(null);
          }}
        />
        {t('inspector.edit.visible')}
      </label>
      <div className={styles.row}>
        <button type="button" disabled={busy} onClick={() => void run({ op: 'move', moduleId, direction: 'up' })}>
          {t('inspector.edit.moveUp')}
        </button>
        <button type="button" disabled={busy} onClick={() => void run({ op: 'move', moduleId, direction: 'down' })}>
          {t('inspector.edit.moveDown')}
        </button>
        <button type="button" disabled={busy} onClick={() => setConfirming(true)}>
          {t('inspector.edit.remove')}
        </button>
      </div>
      {confirming ? (
        <div role="alertdialog" aria-label={t('inspector.edit.confirmRemove')} className={styles.confirm}>
          <p>{t('inspector.edit.confirmRemove')}</p>
          <button
            type="button"
            disabled={busy}
            onClick={async () => {
              setConfirming(false);
              await run({ op: 'remove', moduleId });
            }}
          >
            {t('inspector.edit.confirm')}
          </button>
          <button type="button" autoFocus onClick={() => setConfirming(false)}>
            {t('inspector.edit.cancel')}
          </button>
        </div>
      ) : null}
      <fieldset className={styles.group}>
        <legend>{t('inspector.edit.add')}</legend>
        <label className={styles.fieldLabel}>
          {t('inspector.edit.addType')}
          <select
            value={addType}
            onChange={(event) => {
              setAddType(event.target.value);
              setExample(0);
            }}
          >
            {TYPES.map((contract) => (
              <option key={contract.type} value={contract.type}>
                {contract.title}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.fieldLabel}>
          {t('inspector.edit.addExample')}
          <select value={example} onChange={(event) => setExample(Number(event.target.value))}>
            {examples.map((_, index) => (
              <option key={index} value={index}>
                #{index + 1}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          disabled={busy || examples.length === 0}
          onClick={async () => {
            const details = examples[example];
            if (!details) return;
            const outcome = await run({ op: 'add', type: addType, details, afterModuleId: moduleId });
            if (outcome.kind === 'saved' && outcome.moduleId) onAdded(outcome.moduleId);
          }}
        >
          {t('inspector.edit.addButton')}
        </button>
      </fieldset>
      {failure ? <p role="alert">{failure}</p> : null}
    </div>
  );
}
