import type { HTMLInputTypeAttribute } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldShell } from './field-shell';
import styles from './forms.module.css';

type Props = {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  required?: boolean;
  /** Characters the field takes (FORM_LIMITS). */
  maxLength?: number | undefined;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'text' | 'tel' | 'email' | 'url' | 'numeric';
  placeholder?: string | undefined;
  multiline?: boolean;
  wide?: boolean;
  min?: number;
  max?: number;
};

/** A labelled one-line input or textarea with its error text. */
export function TextField({ id, label, registration, error, required = false, multiline = false, wide, ...input }: Props) {
  return (
    <FieldShell
      id={id}
      label={label}
      required={required}
      error={error}
      wide={wide ?? multiline}
      control={(a11y) =>
        multiline ? (
          <textarea
            {...a11y}
            {...registration}
            className={`${styles.input} ${styles.textarea}`}
            maxLength={input.maxLength}
            placeholder={input.placeholder}
            rows={4}
          />
        ) : (
          <input {...a11y} {...registration} {...input} type={input.type ?? 'text'} className={styles.input} />
        )
      }
    />
  );
}
