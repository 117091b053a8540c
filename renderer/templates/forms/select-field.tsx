import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldShell } from './field-shell';
import styles from './forms.module.css';

export type ChoiceOption = { value: string; label: string };

type Props = {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  required?: boolean;
  options: readonly ChoiceOption[];
  /** The empty first entry ('please choose'). */
  placeholder: string;
};

/** A labelled native select: keyboard and screen-reader behaviour come with it. */
export function SelectField({ id, label, registration, error, required = false, options, placeholder }: Props) {
  return (
    <FieldShell
      id={id}
      label={label}
      required={required}
      error={error}
      control={(a11y) => (
        <select {...a11y} {...registration} className={`${styles.input} ${styles.select}`} defaultValue="">
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}
