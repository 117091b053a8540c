import type { UseFormRegisterReturn } from 'react-hook-form';
import { errorIdOf } from './field-shell';
import styles from './forms.module.css';
import type { ChoiceOption } from './select-field';

type Props = {
  id: string;
  legend: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  options: readonly ChoiceOption[];
};

/** A group of radio buttons in a fieldset; arrow keys move between them. */
export function RadioField({ id, legend, registration, error, options }: Props) {
  const errorId = errorIdOf(id);
  return (
    <fieldset className={`${styles.field} ${styles.wide} ${styles.fieldset}`} aria-invalid={Boolean(error)} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.label}>
        <span className={styles.required} aria-hidden="true">
          *
        </span>
        {legend}
      </legend>
      <div className={styles.radios}>
        {options.map((option) => (
          <label key={option.value} className={styles.radio}>
            <input {...registration} type="radio" value={option.value} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
