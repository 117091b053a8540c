import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import styles from './forms.module.css';

/** The ids and states a control takes from its field: error text described, invalid flagged. */
export type ControlA11y = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
};

type Props = {
  id: string;
  label: string;
  required: boolean;
  error: string | undefined;
  /** Spans both columns of the form grid. */
  wide?: boolean | undefined;
  control: (a11y: ControlA11y) => ReactNode;
  /** Extra lines under the control (the captcha's load message). */
  after?: ReactNode;
  /** More ids describing the control. */
  describedBy?: string | undefined;
};

export const errorIdOf = (id: string) => `${id}-error`;

/** A labelled field: label, control, and the error text the control points at. */
export function FieldShell({ id, label, required, error, wide, control, after, describedBy }: Props) {
  const errorId = errorIdOf(id);
  const described = clsx(error && errorId, describedBy) || undefined;
  return (
    <div className={clsx(styles.field, wide && styles.wide)}>
      <label className={styles.label} htmlFor={id}>
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
        {label}
      </label>
      {control({ id, 'aria-invalid': Boolean(error), 'aria-describedby': described, 'aria-required': required || undefined })}
      {after}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
