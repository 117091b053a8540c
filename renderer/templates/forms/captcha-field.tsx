import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldShell } from './field-shell';
import styles from './forms.module.css';
import type { Captcha } from './use-captcha';

type Props = {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  maxLength: number;
  captcha: Captcha;
  /** The image's load failure or the server's refusal, already in words. */
  problem: string | undefined;
  alt: string;
  refreshLabel: string;
  placeholder: string;
};

/** Shown instead of the words where space is short (the side popup); the words stay for screen readers. */
const RefreshIcon = () => (
  <svg
    className={styles.refreshIcon}
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M20 11a8 8 0 1 0-2.3 5.7" />
    <path d="M20 4v7h-7" />
  </svg>
);

/** The verification code: input, image (alt text) and a refresh button; a failed image is cleared and said so. */
export function CaptchaField({ id, label, registration, error, maxLength, captcha, problem, alt, refreshLabel, placeholder }: Props) {
  const statusId = `${id}-status`;
  const { view } = captcha;
  return (
    <FieldShell
      id={id}
      label={label}
      required
      error={error}
      describedBy={problem ? statusId : undefined}
      control={(a11y) => (
        <div className={styles.captchaRow}>
          <input
            {...a11y}
            {...registration}
            className={`${styles.input} ${styles.captchaInput}`}
            maxLength={maxLength}
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            placeholder={placeholder}
            onFocus={captcha.ensureCurrent}
          />
          <span
            className={styles.captchaImage}
            ref={(element) => {
              captcha.target.current = element;
            }}
            aria-busy={view.loading}
          >
            {view.src ? <img src={view.src} alt={alt} width={100} height={40} onError={captcha.onImageError} /> : null}
          </span>
          <button type="button" className={styles.refresh} onClick={() => void captcha.refresh()} title={refreshLabel}>
            <RefreshIcon />
            <span className={styles.refreshText}>{refreshLabel}</span>
          </button>
        </div>
      )}
      after={
        problem ? (
          <p id={statusId} className={styles.error} role="alert">
            {problem}
          </p>
        ) : null
      }
    />
  );
}
