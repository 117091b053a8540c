'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { contracts, type ModuleType } from '@/modules/contracts';
import { useTranslator } from '../../../../i18n/use-translator';
import styles from '../inspector.module.css';
import type { EditChange, EditOutcome } from './edit-api';
import { EditFormContext } from './edit-form-context';
import { ObjectFields } from './field-input.client';
import { detailsFields } from './schema-fields';

type Status = { kind: 'idle' } | { kind: 'saved' } | { kind: 'stale'; newer: unknown } | { kind: 'invalid' } | { kind: 'failed'; error: string };

const isRecord = (value: unknown): value is FieldValues => typeof value === 'object' && value !== null && !Array.isArray(value);

type Props = {
  moduleId: string;
  type: ModuleType;
  details: unknown;
  send: (change: EditChange) => Promise<EditOutcome>;
  /** The module's `details` in the newer content a refused stale save brought, if it is still there. */
  newerDetails: (outcome: Extract<EditOutcome, { kind: 'stale' }>) => unknown;
};

/**
 * A module's `details` as a form generated from its contract, checked with the same zod schema the renderer binds
 * with before anything is sent; the server's field messages (422) land at their fields.
 */
export function DetailsForm({ moduleId, type, details, send, newerDetails }: Props) {
  const t = useTranslator();
  // Checked as the renderer checks it; the form holds its input, whatever object the CMS stored.
  const schema: z.ZodType<unknown, FieldValues> = contracts[type].schema;
  const fields = useMemo(() => detailsFields(schema), [schema]);
  // `raw`: what is sent is what the editor typed, not the schema's output (defaults filled, text trimmed).
  const form = useForm<FieldValues>({ defaultValues: isRecord(details) ? details : {}, resolver: zodResolver(schema, undefined, { raw: true }) });
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const save = form.handleSubmit(async (values) => {
    setStatus({ kind: 'idle' });
    const outcome = await send({ op: 'update', moduleId, details: values });
    switch (outcome.kind) {
      case 'saved':
        form.reset(values);
        setStatus({ kind: 'saved' });
        break;
      case 'stale': {
        const newer = newerDetails(outcome);
        form.reset(isRecord(newer) ? newer : {});
        setStatus({ kind: 'stale', newer });
        break;
      }
      case 'invalid':
        for (const issue of outcome.issues) form.setError(issue.path || 'root', { type: 'server', message: issue.message });
        setStatus({ kind: 'invalid' });
        break;
      case 'failed':
        setStatus({ kind: 'failed', error: outcome.error });
    }
  });

  const rootError = form.formState.errors.root?.message;
  return (
    <EditFormContext value={form}>
      <form className={styles.form} onSubmit={save} noValidate>
        <ObjectFields name="" fields={fields} />
        {rootError ? <p role="alert">{rootError}</p> : null}
        <button type="submit" className={styles.primary} disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('inspector.edit.saving') : t('inspector.edit.save')}
        </button>
        <div role="status" className={styles.status}>
          {status.kind === 'saved' && t('inspector.edit.saved')}
          {status.kind === 'invalid' && t('inspector.edit.invalid')}
          {status.kind === 'failed' && t('inspector.edit.failed', { error: status.error })}
        </div>
        {status.kind === 'stale' ? (
          <div role="alert" className={styles.stale}>
            <p>{t('inspector.edit.stale')}</p>
            <details open>
              <summary>{t('inspector.edit.newer')}</summary>
              <pre>{JSON.stringify(status.newer, null, 2)}</pre>
            </details>
          </div>
        ) : null}
      </form>
    </EditFormContext>
  );
}
