import type { Ref } from 'react';
import { HONEYPOT_FIELD } from './lead-form-constants';
import styles from './forms.module.css';

/** A field people never see or reach: bots that fill every input give themselves away (the server wants it empty). */
export function HoneypotField({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <input ref={inputRef} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
